// The fontverter package ships no types: the part of its API the build uses.
declare module 'fontverter' {
  export function convert(
    font: Uint8Array,
    toFormat: 'truetype' | 'woff' | 'woff2' | 'sfnt',
    fromFormat?: string,
  ): Promise<Buffer>;
}
