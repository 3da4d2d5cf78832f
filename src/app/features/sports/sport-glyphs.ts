/**
 * Small line drawings of the common sports (24 × 24, stroked with the text colour), by sport id; every esport
 * without its own falls back to the controller, and any other sport to its initial in a badge (SportIcon).
 */
const BALL = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18';

export const SPORT_GLYPHS: Readonly<Record<number, string>> = {
  // Soccer: a ball with the centre pentagon and its seams.
  1: `${BALL}M12 8l3.2 2.3l-1.2 3.7h-4l-1.2-3.7zM12 8V3.5M15.2 10.3l4.3-1.4M14 14l2.6 3.6M10 14l-2.6 3.6M8.8 10.3l-4.3-1.4`,
  // Basketball: the ball with its cross seams and side curves.
  2: `${BALL}M3 12h18M12 3v18M5.6 5.6c3 2.4 3 10.4 0 12.8M18.4 5.6c-3 2.4-3 10.4 0 12.8`,
  // Baseball: the ball with its two stitched curves.
  3: `${BALL}M7.5 4.2c2.6 2.3 2.6 13.3 0 15.6M16.5 4.2c-2.6 2.3-2.6 13.3 0 15.6`,
  // Ice hockey: a stick and a puck.
  4: 'M6 3l6 13h6M4 19h6M15 19.5h4a1 1 0 0 0 0-2h-4a1 1 0 0 0 0 2',
  // Tennis: a ball with its curved seams.
  5: `${BALL}M5 5.5c4 2.5 4 10.5 0 13M19 5.5c-4 2.5-4 10.5 0 13`,
  // Handball: a hand throwing a ball.
  6: 'M15 3a3 3 0 1 0 0 6a3 3 0 1 0 0-6M5 21l3-7l4-3l3 2M8 14l-3-2M12 11l-1-4',
  // Golf: a flag on the green.
  9: 'M8 21V3l9 4l-9 4M4 21h12',
  // Boxing: a glove.
  10: 'M7 10V7a4 4 0 0 1 8 0v1h1a3 3 0 0 1 0 6h-1v2H7zM7 16v4h8v-4M11 10h4',
  // Rugby: the oval ball with its seam and laces.
  12: 'M4.5 19.5c-2-4 2-13 9-15c3-1 5 0 6 1c1 1 2 3 1 6c-2 7-11 11-15 9zM8 16l8-8M10 12l2 2M12 10l2 2',
  // American football: the ball's pointed oval and its laces.
  16: 'M3 21c0-8 6-18 18-18c0 12-10 18-18 18zM9 15l6-6M10.5 11.5l2 2M12.5 9.5l2 2',
  // Table tennis: a paddle and a ball.
  20: 'M10 4a6 6 0 1 1 0 12a6 6 0 1 1 0-12M6 15l-3 5M19 17a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
  // Cricket: a bat and a ball.
  21: 'M15 3l3 3l-9 11l-3-3zM6 14l-3 3l2 2l3-3M18 15a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
  // Darts: a board.
  22: `${BALL}M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2M12 3v4M12 17v4M3 12h4M17 12h4`,
  // Volleyball: the ball with its three curved panels.
  23: `${BALL}M12 12V3M12 12l7.8 4.5M12 12l-7.8 4.5M12 3c-4 3-5 9-3.5 13.5M19.8 16.5c-4.5 2-10 1-12.5-3M4.2 16.5c1-4.5 5-8.5 10.5-9`,
  // Formula 1: a chequered flag.
  40: 'M5 21V4h14v10H5M5 4h3.5v3.3H5zM12 4h3.5v3.3H12zM8.5 7.3H12v3.3H8.5zM15.5 7.3H19v3.3h-3.5zM5 10.6h3.5V14H5zM12 10.6h3.5V14H12z',
  // Counter-Strike: a crosshair.
  109: `${BALL}M12 1v6M12 17v6M1 12h6M17 12h6M12 11v2`,
};

/** Esports without a drawing of their own: a game controller. */
export const ESPORTS_GLYPH =
  'M7 8h10a4 4 0 0 1 4 4l1 5a2 2 0 0 1-3.5 1.5L16 16H8l-2.5 2.5A2 2 0 0 1 2 17l1-5a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M15 12h.01M17 14h.01';
