/** A chosen file's content through FileReader (every browser, and jsdom in the tests). */
function read(file: File, as: 'text' | 'dataUrl'): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    if (as === 'text') reader.readAsText(file);
    else reader.readAsDataURL(file);
  });
}

export const textOf = (file: File) => read(file, 'text');

/** The file's bytes as base64 (the data URL without its "data:...;base64," head). */
export const base64Of = async (file: File) => {
  const url = await read(file, 'dataUrl');
  return url.slice(url.indexOf(',') + 1);
};
