// linebreak (the UAX #14 implementation pdfkit uses) ships no types.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
