// Says where in a video a finding was seen, for the summary and the annotations.

/** Timestamps listed per finding; a long video can match in many frames. */
const MAX_TIMESTAMPS = 5;

/** A position in a video as `m:ss.s`, e.g. `0:01.5`. */
export function formatTimestamp(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms - minutes * 60_000) / 1000;
  return `${minutes}:${seconds.toFixed(1).padStart(4, '0')}`;
}

/** e.g. `at 0:01.0, 0:02.0`; empty when there are no timestamps. */
export function describeTimestamps(timestampsMs: readonly number[] | undefined): string {
  if (!timestampsMs?.length) return '';
  const shown = timestampsMs.slice(0, MAX_TIMESTAMPS).map(formatTimestamp).join(', ');
  const more = timestampsMs.length > MAX_TIMESTAMPS ? ` and ${timestampsMs.length - MAX_TIMESTAMPS} more` : '';
  return `at ${shown}${more}`;
}
