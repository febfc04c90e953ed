/** The zone's offset from GMT at `at`, as the agent menu shows it: 'GMT+8', 'GMT+5:30', 'GMT-3', 'GMT+0'. */
export function gmtOffset(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 'GMT+0';
  const [, sign, hours, minutes] = match;
  return `GMT${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** A zone the browser knows, else the device's own. */
export function usableZone(timeZone: string | undefined): string {
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  if (!timeZone) return device;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return timeZone;
  } catch {
    return device;
  }
}
