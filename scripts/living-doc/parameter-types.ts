/** The parameter types a cucumber message stream declares, by name: what each accepts, as a regexp. */
export function parameterTypesOf(ndjson: string): Map<string, string> {
  const types = new Map<string, string>();
  for (const line of ndjson.split('\n')) {
    if (!line.includes('"parameterType"')) continue;
    const { parameterType } = JSON.parse(line) as {
      parameterType: { name: string; regularExpressions: string[] };
    };
    types.set(parameterType.name, parameterType.regularExpressions.join('|'));
  }
  return types;
}
