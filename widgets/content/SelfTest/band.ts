/** The Problem Gambling Severity Index's bands: 0, 1–2, 3–7, 8 and over. */
export function band(score: number): 'none' | 'low' | 'moderate' | 'high' {
  if (score === 0) return 'none';
  if (score <= 2) return 'low';
  return score <= 7 ? 'moderate' : 'high';
}
