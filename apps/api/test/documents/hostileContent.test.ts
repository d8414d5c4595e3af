import { describe, expect, it } from 'vitest';
import { withoutExternalRelationships } from '../../src/documents/docxPackage';
import { DocumentRejected, imageSize, inspectDocument } from '../../src/documents/fileContent';
import { makeJpeg, makePng } from './fixtures';

const image = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

describe('external relationships of a .docx', () => {
  const rels = (...elements: string[]) =>
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${elements.join('')}</Relationships>`;
  const inside = `<Relationship Id="rId1" Type="${image}" Target="media/image1.png"/>`;

  it('keeps a relationship inside the package and drops every way of writing an outside one', () => {
    const outside = [
      `<Relationship Id="rId2" Type="${image}" Target="http://169.254.169.254/latest" TargetMode="External"/>`,
      `<Relationship Id="rId3" Type="${image}" Target="file:///etc/hostname"/>`,
      `<Relationship Id="rId4" Type="${image}" Target="media/x.png" TargetMode="Ext&#101;rnal"/>`,
      `<Relationship Id="rId5" Type="${image}" Target='\\\\server\\share\\x.png'/>`,
      `<Relationship Id="rId6" Type="${image}" Target="http://x/?a>b" TargetMode="External"></Relationship>`,
      `<pr:Relationship xmlns:pr="urn:x" Id="rId7" Type="${image}" Target="&#x68;ttp://10.0.0.1/"/>`,
    ];
    expect(withoutExternalRelationships(rels(inside, ...outside))).toBe(rels(inside));
  });

  it('refuses relationships it cannot read rather than keep them', () => {
    expect(() =>
      withoutExternalRelationships(rels(`<Relationship Id="rId2" Target=http://x/ />`)),
    ).toThrow(DocumentRejected);
  });
});

describe('image sizes from the header', () => {
  it('reads PNG and JPEG dimensions, past standalone JPEG markers', () => {
    expect(imageSize(makePng(640, 480), 'png')).toEqual({ width: 640, height: 480 });
    const jpeg = makeJpeg();
    expect(imageSize(jpeg, 'jpeg')).toEqual({ width: 8, height: 8 });
    // A restart marker before the frame header stands alone, with no length.
    const withMarker = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xd0]),
      jpeg.subarray(2),
    ]);
    expect(imageSize(withMarker, 'jpeg')).toEqual({ width: 8, height: 8 });
  });

  it('refuses a JPEG whose frame claims 60000 × 60000 pixels, without decoding it', async () => {
    const jpeg = Buffer.from(makeJpeg());
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(60_000, frame + 5);
    jpeg.writeUInt16BE(60_000, frame + 7);
    await expect(inspectDocument(jpeg, 'scan.jpg')).rejects.toThrow(
      'Your image is too large to process (60000 × 60000 pixels).',
    );
  });
});
