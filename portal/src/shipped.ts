/**
 * The factory of `provider` in a port's factory map (the maps are typed against `SHIPPED_PROVIDERS` of
 * @telco-portal/adapters/shipped).
 * @throws Error for a provider this build does not ship — `validate` rejects such a manifest first.
 */
export function shippedFactory<T>(port: string, provider: string, factories: Readonly<Record<string, T>>): T {
  const create = factories[provider];
  if (!create) throw new Error(`telco-portal: ${port} provider "${provider}" is not available in this build`);
  return create;
}
