/** A refusal of the media pipeline that a person can act on (a missing file, not a video...). */
export class IngestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IngestError';
  }
}
