/** The home hero's slides (platform.md §3 "Slide"): casino slides, and sport slides the casino view hides. */
interface SlideOut {
  name: string;
  text: { title: string; subtitle: string };
  button: { text: string; style: { color: string }; link: string };
  type: { type: 'image' | 'video'; path: string; objectFit: 'cover' | 'contain' };
  category: string;
}

const slide = (
  name: string,
  title: string,
  subtitle: string,
  button: string,
  link: string,
  color: string,
  category = 'casino',
): SlideOut => ({
  name,
  text: { title, subtitle },
  button: { text: button, style: { color }, link },
  type: { type: 'image', path: `/art/slides/${name}.svg`, objectFit: 'cover' },
  category,
});

export function buildSlides(): SlideOut[] {
  return [
    slide(
      'welcome',
      'Double your first deposit',
      'Opt in before you deposit: a 100% match up to $1,000.',
      'See promotions',
      '/promotions',
      '#f5c542',
    ),
    slide(
      'originals',
      'Provably fair Originals',
      'Every bet verifiable from its seeds.',
      'Play Originals',
      '/casino/originals',
      '#7c5cff',
    ),
    slide(
      'live',
      'Live tables, real dealers',
      'Roulette, blackjack and baccarat around the clock.',
      'Join a table',
      '/casino/live',
      '#1fd19b',
    ),
    slide(
      'race',
      '100k Weekly race',
      'Wager, climb the board, win your share.',
      'See the race',
      '/weekly-race',
      '#ff7a45',
    ),
    slide(
      'new',
      'Fresh off the reels',
      'The newest releases from our studios.',
      'New releases',
      '/casino/new-releases',
      '#3fa9ff',
    ),
    slide(
      'poker',
      "Hold'em Poker Room",
      'Take a seat at no-limit tables.',
      'Open the room',
      '/poker',
      '#e23b4a',
    ),
    slide(
      'sport-football',
      'Football, live odds',
      'Bet in-play on every match.',
      'To the sportsbook',
      '/sport',
      '#1fd19b',
      'sport',
    ),
    slide(
      'sport-esports',
      'Esports weekends',
      'CS, Dota and more, live.',
      'Esports',
      '/sport',
      '#7c5cff',
      'sport',
    ),
  ];
}
