// Spec §5: request payloads drop fields that are empty strings, undefined or null. Applied to whole
// objects, nested ones included (the organisation block of sign-up). Arrays are kept as they are.
export function compactPayload<T extends Record<string, unknown>>(input: T): Partial<T> {
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const nested = compactPayload(value as Record<string, unknown>);
      if (Object.keys(nested).length > 0) output[key] = nested;
      continue;
    }
    output[key] = value;
  }
  return output as Partial<T>;
}

/** Safe "next" targets only: same-site absolute paths, never "//evil.example" or "https://…". */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/login')) return '/';
  return next;
}
