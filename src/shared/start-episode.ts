/**
 * The episode the play page opens at: the one asked for (its address), else where the viewer
 * left off, else the first; within 1..total. The server signs that episode in the drama's
 * detail and the page opens it (decision 0046): both sides decide by this one rule. Pure.
 */
export function startEpisodeNumber(
  asked: number | undefined,
  leftOff: number | undefined,
  total: number,
): number {
  const pick = asked ?? leftOff ?? 1;
  return Math.min(Math.max(1, Math.floor(pick)), Math.max(1, total));
}
