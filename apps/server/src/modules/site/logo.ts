/**
 * The logo an administrator uploads: a data URL of a PNG or JPEG image, at most SITE_LOGO_MAX_BYTES, that a
 * PDF can embed. It is tried in a small PDF before it is kept, so that no ticket can later fail to print
 * because of it; the PDFs embed it as a data URL (pdfmake fetches nothing, see readLetterhead).
 */
import { SITE_LOGO_MAX_BYTES, SITE_LOGO_TYPES, SITE_MESSAGES, type SiteLogoType } from '@weighbridge/contract/site';
import { AppError } from '../../lib/errors.js';
import { pdfBuffer } from '../../lib/pdf.js';
import type { SiteLogo } from './profile.js';

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** How each kind of image starts: the type a data URL claims is not taken on trust. */
const SIGNATURES: Record<SiteLogoType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The uploaded logo, or a 400/413 that names what is wrong with it. */
export async function readUploadedLogo(dataUrl: string): Promise<SiteLogo> {
  const match = DATA_URL.exec(dataUrl);
  const type = SITE_LOGO_TYPES.find((known) => known === match?.[1]);
  if (!match?.[2] || !type) throw new AppError('BAD_REQUEST', SITE_MESSAGES.logoNotImage);
  const image = Buffer.from(match[2], 'base64');
  if (image.length > SITE_LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', SITE_MESSAGES.logoTooLarge);
  if (!SIGNATURES[type].every((byte, index) => image[index] === byte)) throw new AppError('BAD_REQUEST', SITE_MESSAGES.logoNotImage);
  const logo = { image, type };
  try {
    await pdfBuffer({ content: [{ image: `data:${type};base64,${image.toString('base64')}`, fit: [40, 40] }] });
  } catch {
    throw new AppError('BAD_REQUEST', SITE_MESSAGES.logoNotImage);
  }
  return logo;
}
