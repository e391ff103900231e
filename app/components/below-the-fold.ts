/**
 * For long sections under the first screen: the browser skips their layout and paint until they come near the
 * viewport (content-visibility), which shortens the first render on phones. The intrinsic size is a placeholder
 * height, replaced by the real one once rendered, so the scrollbar stays about right.
 */
export function belowTheFoldClass(estimatedHeightPx: number): string {
  return estimatedHeightPx <= 320
    ? "[content-visibility:auto] [contain-intrinsic-size:auto_240px]"
    : "[content-visibility:auto] [contain-intrinsic-size:auto_640px]";
}
