/** Small images for the branding tests: only their first bytes matter to the server's check. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([30, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

export const pngUpload = () => ({ contentType: 'image/png', dataBase64: PNG.toString('base64') });
export const jpegUpload = () => ({ contentType: 'image/jpeg', dataBase64: JPEG.toString('base64') });
export const webpUpload = () => ({ contentType: 'image/webp', dataBase64: WEBP.toString('base64') });
export const svgUpload = () => ({
  contentType: 'image/svg+xml',
  dataBase64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
});
/** HTML declared as a PNG: the bytes decide. */
export const disguisedUpload = () => ({
  contentType: 'image/png',
  dataBase64: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
});
/** One byte over 256 kB, starting like a PNG. */
export const oversizedUpload = () => ({
  contentType: 'image/png',
  dataBase64: Buffer.concat([PNG, Buffer.alloc(256 * 1024 + 1 - PNG.length)]).toString('base64'),
});
