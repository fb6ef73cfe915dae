/** A stored image's small version (docs/api.md, "Thumbnails"): 320 px wide WebP, made once by the server. */
export const thumbnail = (mediaUrl: string) => `${mediaUrl}?w=320`;
