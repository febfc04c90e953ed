/** The slot a widget's JSON pointer is in, and its place there ("/screens/home/slots/main/2"). */
export function placeOfPointer(pointer: string): { slot: string; index: number } | undefined {
  const match = /^(.*\/(?:layout|slots)\/[^/]+)\/(\d+)$/.exec(pointer);
  return match ? { slot: match[1]!, index: Number(match[2]) } : undefined;
}
