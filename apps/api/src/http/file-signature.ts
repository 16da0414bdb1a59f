// The first bytes of each file type the API accepts as an upload, so a file is checked by what it is, not only by
// the content type the client declares (organisation images, scans of received WHT certificates).

const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // "%PDF-"
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
} as const;

export type UploadContentType = keyof typeof SIGNATURES;

/** Whether `bytes` start as a file of `contentType` does. */
export function hasFileSignature(bytes: Uint8Array, contentType: UploadContentType): boolean {
  const signature = SIGNATURES[contentType];
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}
