/** The spec's two chart palettes: 5 colours for pies, 10 for bars and lines, shared by every chart. */
export const PALETTE_5 = ['#1864ab', '#e8590c', '#2b8a3e', '#862e9c', '#c92a2a'];
export const PALETTE_10 = [...PALETTE_5, '#0b7285', '#5c940d', '#a61e4d', '#364fc7', '#d9480f'];

export const colourAt = (palette: readonly string[], index: number) => palette[index % palette.length]!;
