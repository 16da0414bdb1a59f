// Counting the pages of a PDF that Chromium wrote, without a PDF library: Chromium's writer (Skia) stores every
// page object uncompressed as "/Type /Page", so counting those is exact for its output (not for any PDF).

/** The number of page objects in a PDF produced by Chromium. */
export function countPdfPages(pdf: Uint8Array): number {
  // latin1 maps every byte to one character, so binary streams cannot break the pattern's offsets.
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}
