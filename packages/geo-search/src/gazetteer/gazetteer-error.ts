export type GazetteerErrorCode = 'GAZETTEER_DATA_INVALID';

/** Thrown by `loadGazetteer` when the shipped data file does not have the expected shape. */
export class GazetteerError extends Error {
  override readonly name = 'GazetteerError';
  constructor(
    readonly code: GazetteerErrorCode,
    message: string,
  ) {
    super(message);
  }
}
