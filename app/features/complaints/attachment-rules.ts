// Attachments of a complaint: PDF, JPEG, PNG or WebP, up to 3 files of 5 MB each. The type is read from the
// content (magic bytes), never from the file name or the type the browser declares.

export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_ATTACHMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type AttachmentType = (typeof ACCEPTED_ATTACHMENT_TYPES)[number];
/** The `accept` attribute of the file input (a hint only; the server decides by content). */
export const ATTACHMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";

export const ATTACHMENT_MESSAGES = {
  tooMany: `Puedes adjuntar hasta ${String(MAX_ATTACHMENTS)} archivos`,
  tooLarge: "Cada archivo debe pesar como máximo 5 MB",
  badType: "Solo se aceptan archivos PDF, JPG, PNG o WebP",
  empty: "El archivo está vacío",
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The media type the content really is, among the accepted ones; null for anything else. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

/** A file name safe to show and to put in an e-mail header: no path, no control characters, at most 120 characters. */
export function safeFileName(name: string, type: AttachmentType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|*?:]/g, "")
    .trim()
    .slice(0, 120);
  if (base) return base;
  const extension = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" }[type];
  return `adjunto.${extension}`;
}

export type IncomingFile = { name: string; bytes: Uint8Array };
export type CheckedAttachment = { fileName: string; contentType: AttachmentType; bytes: Uint8Array };

/** Checks the files of a submission; issues are keyed `attachments` (count) or `attachments.<index>`. */
export function checkAttachments(files: IncomingFile[]): {
  attachments: CheckedAttachment[];
  issues: Array<{ path: string; message: string }>;
} {
  const issues: Array<{ path: string; message: string }> = [];
  if (files.length > MAX_ATTACHMENTS) issues.push({ path: "attachments", message: ATTACHMENT_MESSAGES.tooMany });
  const attachments: CheckedAttachment[] = [];
  files.slice(0, MAX_ATTACHMENTS).forEach((file, index) => {
    const path = `attachments.${String(index)}`;
    if (file.bytes.length === 0) return issues.push({ path, message: ATTACHMENT_MESSAGES.empty });
    if (file.bytes.length > MAX_ATTACHMENT_BYTES) return issues.push({ path, message: ATTACHMENT_MESSAGES.tooLarge });
    const type = sniffAttachmentType(file.bytes);
    if (!type) return issues.push({ path, message: ATTACHMENT_MESSAGES.badType });
    attachments.push({ fileName: safeFileName(file.name, type), contentType: type, bytes: file.bytes });
    return undefined;
  });
  return { attachments, issues };
}
