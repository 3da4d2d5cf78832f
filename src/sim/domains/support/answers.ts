/**
 * The simulated agent's canned answers (fixtures/support/answers.json): the topic whose keywords the player's
 * words hit most often (ties: the fixture's order), else a request for details; one of its answers at random.
 */
import answers from '@fixtures/support/answers.json';
import type { RandomStream } from '../../services/rng';

interface Topic {
  id: string;
  keywords: string[];
  answers: string[];
}

const TOPICS: readonly Topic[] = answers.topics;
const FALLBACK: readonly string[] = answers.fallback;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: 'hi' must not match 'this'. */
const patterns = new Map(
  TOPICS.map((topic) => [topic, topic.keywords.map((word) => new RegExp(`\\b${escape(word)}\\b`, 'i'))]),
);

export function topicOf(text: string): Topic | null {
  let best: Topic | null = null;
  let bestHits = 0;
  for (const topic of TOPICS) {
    const hits = patterns.get(topic)!.filter((pattern) => pattern.test(text)).length;
    if (hits > bestHits) [best, bestHits] = [topic, hits];
  }
  return best;
}

export function chooseAnswer(text: string, random: RandomStream): string {
  const options = topicOf(text)?.answers ?? FALLBACK;
  return options[random.int(options.length)]!;
}
