/** A Host header or authority without its port, lower-cased: "Aurora.Localhost:8080" → "aurora.localhost". */
export function hostnameOf(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '');
}
