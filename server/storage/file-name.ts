/**
 * The name a stored file keeps (issue 23): no control characters (C0, DEL, C1) and no bidi
 * controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C), which make `invoice<RLO>gnp.exe`
 * show as `invoiceexe.png`; and, for an upload, the extension of the type detected from its
 * content, so a GIF named `poly.html` is kept and downloaded as `poly.gif`.
 */
import { LIMITS } from '../../contract/limits';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** The name without control and bidi characters, NFC, trimmed. */
export const cleanFileName = (name: string): string =>
  name.normalize('NFC').replace(UNSHOWN, '').trim();

/** Extensions that name the same type as the detected one. */
const SAME_TYPE: Record<string, readonly string[]> = {
  jpg: ['jpeg', 'jpe', 'jfif'],
  tif: ['tiff'],
  heic: ['heif'],
};

/**
 * `name` ending in the detected type's extension `ext`: kept when its own extension names that
 * type (in any case), replaced when it names another, added when it has none. The base is cut so
 * the whole stays within LIMITS.fileName characters.
 */
export function nameForType(name: string, ext: string, ownExtension: string): string {
  if (ownExtension === ext || SAME_TYPE[ext]?.includes(ownExtension)) return name;
  const base = ownExtension ? name.slice(0, name.length - ownExtension.length - 1) : name;
  const room = LIMITS.fileName - ext.length - 1;
  return `${[...base].slice(0, room).join('').trimEnd()}.${ext}`;
}
