#!/usr/bin/env bash
# `pnpm test`: everything, in the order that fails fastest. See README "Tests".
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
step() { printf '\n=== %s\n' "$*"; }

step "lint (biome)";           pnpm -s lint
step "types (tsc)";            pnpm -s typecheck
step "unit tests (vitest)";    pnpm -s test:unit
step "validate every brand"; for b in brands/*/; do pnpm -s telco-portal validate "$b"; done
step "generate + build harbour"; pnpm -s telco-portal build brands/harbour --out .generated/harbour
step "bundle budget";          pnpm -s tsx scripts/check-budgets.ts .generated/harbour/dist
step "end-to-end (playwright)"; pnpm -s test:e2e
step "storybook build";        pnpm -s build-storybook
step "stories: interactions + a11y (vitest browser)"; pnpm -s test:stories
step "stories: focus, reflow at 320 px, dark-scheme axe, class conflicts (playwright)"; pnpm -s test:a11y
step "visual baselines (playwright)"; VISUAL_SKIP_BUILD=1 pnpm -s test:visual

printf '\npnpm test finished in %s s\n' "$(( $(date +%s) - t0 ))"
