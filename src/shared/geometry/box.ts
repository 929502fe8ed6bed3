/** A rectangle on the canvas, in canvas pixels: a frame, a row, an element's or a path's box. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
