import type { BuiltImage } from './build-images.js';

/** What a service image may add to its Node base, and what a whole static image may weigh. */
export const sizeTargets = { nodeAppLayerBytes: 80 * 1_048_576, staticImageBytes: 60 * 1_048_576 };

export const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The images over their size target, each as a sentence. */
export function oversized(images: BuiltImage[]): string[] {
  return images.flatMap((image) => {
    const isStatic = image.appLayerBytes === image.bytes;
    const [measured, target] = isStatic
      ? [image.bytes, sizeTargets.staticImageBytes]
      : [image.appLayerBytes, sizeTargets.nodeAppLayerBytes];
    return measured > target
      ? [
          `${image.name}: ${isStatic ? 'image' : 'app layers'} ${megabytes(measured)} > ${megabytes(target)}`,
        ]
      : [];
  });
}
