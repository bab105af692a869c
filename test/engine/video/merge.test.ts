import { describe, expect, it } from 'vitest';
import type { ModerationResult } from '../../../src/api/index.ts';
import { mergeFrameFindings } from '../../../src/engine/video/index.ts';

const threat = (confidence: number, severity: ModerationResult['severity'], text: string, start = 0): ModerationResult => ({
  category: 'violence',
  label: 'threat',
  severity,
  confidence,
  action: severity === 'high' ? 'block' : severity === 'medium' ? 'review' : 'warn',
  source: 'ocr',
  spans: [{ start, end: start + text.length, text }],
});

describe('mergeFrameFindings', () => {
  it('keeps one finding per category and label with the highest confidence and severity and every frame', () => {
    const merged = mergeFrameFindings([
      { timestampMs: 3000, findings: [threat(0.7, 'medium', 'kill you')] },
      { timestampMs: 2000, findings: [threat(0.9, 'high', 'kill you', 7)] },
      { timestampMs: 0, findings: [] },
    ]);
    expect(merged).toEqual([
      {
        category: 'violence',
        label: 'threat',
        severity: 'high',
        confidence: 0.9,
        action: 'block',
        source: 'ocr',
        frames: [{ timestamp_ms: 2000 }, { timestamp_ms: 3000 }],
        spans: [{ start: 7, end: 15, text: 'kill you' }],
      },
    ]);
  });

  it('takes the worst severity even when it comes with a lower confidence', () => {
    const [merged] = mergeFrameFindings([
      { timestampMs: 0, findings: [threat(0.95, 'medium', 'a')] },
      { timestampMs: 1000, findings: [threat(0.6, 'high', 'b')] },
    ]);
    expect(merged).toMatchObject({ severity: 'high', action: 'block', confidence: 0.95 });
    expect(merged?.spans?.map((s) => s.text)).toEqual(['a', 'b']);
  });

  it('keeps different labels of one category apart', () => {
    const image = (label: string): ModerationResult => ({ category: 'sexual', label, severity: 'low', confidence: 0.5, action: 'warn', source: 'image' });
    const merged = mergeFrameFindings([{ timestampMs: 0, findings: [image('explicit'), image('suggestive')] }]);
    expect(merged.map((f) => f.label)).toEqual(['explicit', 'suggestive']);
    expect(merged[0]).not.toHaveProperty('spans');
  });

  it('bounds the frame references of a finding seen in many frames', () => {
    const frames = Array.from({ length: 500 }, (_, i) => ({ timestampMs: i * 1000, findings: [threat(0.8, 'high', 'kill')] }));
    expect(mergeFrameFindings(frames)[0]?.frames).toHaveLength(100);
  });
});
