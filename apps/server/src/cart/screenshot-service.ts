import { cartMessages, storeMessages } from '@openenroll/contract/store-messages';
import type { Db } from '../db/client.ts';
import { enrollmentScreenshots } from '../db/schema.ts';
import { FieldInvalid, NotConfigured } from '../errors/domain-error.ts';
import type { Cipher } from '../security/cipher.ts';

/** Every PNG file starts with these 8 bytes. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const screenshotMessages = { notPng: cartMessages.notPng, noKey: storeMessages.noKeyScreenshots };

/**
 * Pictures of what the shopper saw (the cart at checkout, the wizard's steps). They show personal data, so they are
 * kept only encrypted; without a data key none is stored.
 */
export function createScreenshotService(deps: { db: Db; cipher?: Cipher }) {
  return {
    /** `image` is a PNG data URL, as the contract checks it. */
    async save(enrollmentId: string, name: string, image: string) {
      if (!deps.cipher) throw new NotConfigured(screenshotMessages.noKey);
      const base64 = image.slice(image.indexOf(',') + 1);
      // 12 base64 characters are 9 bytes: enough for the signature.
      if (!Buffer.from(base64.slice(0, 12), 'base64').subarray(0, 8).equals(PNG_SIGNATURE)) {
        throw new FieldInvalid('image', screenshotMessages.notPng);
      }
      await deps.db
        .insert(enrollmentScreenshots)
        .values({ enrollmentId, name, imageSealed: deps.cipher.encrypt(base64) });
    },
  };
}

export type ScreenshotService = ReturnType<typeof createScreenshotService>;
