#!/usr/bin/env bash
# `pnpm test`: everything, in the order that fails fastest. See README "Tests".
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
# Each step prints its wall time when the next starts; the table at the end is the budget's breakdown.
times=""
last_name=""
last_start=$t0
# How busy the machine's cores were during a step (from /proc/stat; "?" where there is none): a step near 100 %
# gains nothing from running beside another, one far below it leaves room for one.
last_cpu=""
cpu_ticks() {
  # Prints "busy total" jiffies of all cores.
  [ -r /proc/stat ] || return 0
  awk '/^cpu /{idle=$5+$6; total=0; for (i=2; i<=NF; i++) total+=$i; print total-idle, total; exit}' /proc/stat
}
busy_since() {
  local now
  now=$(cpu_ticks)
  if [ -z "$1" ] || [ -z "$now" ]; then printf '?'; return; fi
  set -- $1 $now
  if [ $(( $4 - $2 )) -le 0 ]; then printf '?'; return; fi
  printf '%s %%' $(( 100 * ($3 - $1) / ($4 - $2) ))
}
close_step() {
  if [ -n "$last_name" ]; then
    local took busy
    took=$(( $(date +%s) - last_start ))
    busy=$(busy_since "$last_cpu")
    printf '    (%s s, cores %s busy)\n' "$took" "$busy"
    times="${times}$(printf '%6s s  %6s busy  %s' "$took" "$busy" "$last_name")"$'\n'
  fi
}
step() {
  close_step
  last_name="$*"
  last_start=$(date +%s)
  last_cpu=$(cpu_ticks)
  printf '\n=== %s\n' "$*"
}

# Runs each command (a bash string) at the same time, its output to a file of its own; when all have ended,
# prints each output in order and fails if any failed (naming which).
side_by_side() {
  local dir pids=() i=0 failed=""
  dir=$(mktemp -d)
  for cmd in "$@"; do
    bash -c "set -euo pipefail; $cmd" > "$dir/$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for cmd in "$@"; do
    if ! wait "${pids[$i]}"; then failed="${failed}"$'\n'"  failed: $cmd"; fi
    i=$((i + 1))
  done
  i=0
  for cmd in "$@"; do
    printf '\n--- %s\n' "$cmd"
    cat "$dir/$i.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  if [ -n "$failed" ]; then
    printf '%s\n' "$failed" >&2
    return 1
  fi
}

step "lint (biome)";           pnpm -s lint
# tsc checks on one core while the brands build on the other (tsc emits nothing: noEmit).
step "types (tsc), beside: validate + generate + build every brand"
side_by_side \
  "pnpm -s typecheck" \
  'for b in brands/*/; do pnpm -s telco-portal validate "$b"; done; for b in brands/*/; do id=$(basename "$b"); pnpm -s telco-portal build "$b" --out ".generated/$id"; done'
step "unit tests (vitest)";    pnpm -s test:unit
# Bytes and accessibility, not time: the JS budgets and the te reo cost count what Chromium downloads, the packages
# check builds, packs, installs and loads one page, the smoke and axe checks open every route; each leaves a core
# idle much of the time (budgets ~50 %, packages ~68 %, axe 47 % of two cores: its pages wait for network idle and
# its three portals share one Node thread), so they run side by side — and so does the Storybook build the stories
# step needs (nothing here measures time). Their outputs print one after the other when all are done.
step "side by side: every brand's home page in each language + its demo sign-in (chromium + axe); axe on every route × brand × language × 320/1280 px × colour scheme (chromium); JS budgets per route, as Chromium downloads them (vs the bare React app built now) + te reo Māori cost (chromium); packages + CLI: tsup build, pack, publint + attw, installed CLI generates outside the repo, offline install, app in chromium; the Storybook build"
side_by_side \
  "pnpm -s tsx scripts/smoke-brands.ts" \
  "pnpm -s tsx scripts/axe-matrix.ts" \
  "pnpm -s tsx scripts/check-budgets.ts .generated/harbour && pnpm -s tsx scripts/measure-locale-cost.ts --app .generated/harbour" \
  "pnpm -s packages:check" \
  "pnpm -s build-storybook"
# Layout shift waits for each page to settle (35 % of one core); the security suite's attacks are requests and
# answers: neither measures time, so they share the machine.
step "side by side: zero layout shift on every route (chromium); security suite (issue 8 attacks, real servers + chromium)"
side_by_side \
  "pnpm -s tsx scripts/measure-cls.ts --app .generated/harbour" \
  "pnpm -s test:security"
step "lighthouse once on the public pages vs the bare app (regression guard; pnpm bench judges the targets)"; pnpm -s bench --runs 1 --public-only --gate
step "load (200 connections × 10 s of reads: p99 ≤ 500 ms, 0 errors; 3 s storm from 200 addresses: unrelated GET ≤ 200 ms)"; pnpm -s bench:load --duration 10 --storm 3 --connections 200
step "end-to-end (playwright)"; pnpm -s test:e2e
step "visual matrix: screenshot count and estimated size (≤ 60 MB)"; pnpm -s tsx tests/visual/matrix-report.ts
step "stories in Chromium: play functions, visual baselines + focus, reflow at 320 px, axe, class conflicts (playwright)"; VISUAL_SKIP_BUILD=1 pnpm -s test:visual

close_step
printf '\nsteps:\n%s' "$times"
printf '\npnpm test finished in %s s\n' "$(( $(date +%s) - t0 ))"
