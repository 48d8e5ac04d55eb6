import { emojiFileName, splitEmoji } from '../../shared/domain/emoji';

// The app's few emoji ship as Twemoji SVGs, so tiles look alike on every device, colour emoji font
// or not. Each is a file of its own (no-inline), fetched when first shown and then cached for good.
const FILES = import.meta.glob<string>('./emoji/*.svg', { eager: true, query: '?no-inline', import: 'default' });

const urlOf = (emoji: string): string | undefined => FILES[`./emoji/${emojiFileName(emoji)}.svg`];

/** One emoji as a picture; decorative, as a label always stands beside it. An emoji not shipped stays text. */
export function Emoji({ emoji, className = '' }: { emoji: string; className?: string }) {
  const url = urlOf(emoji);
  if (!url) return <span className={className}>{emoji}</span>;
  return <img src={url} alt="" draggable={false} className={`inline-block size-[1em] align-[-0.125em] ${className}`} />;
}

/** Text whose emoji are drawn as the shipped pictures. */
export function EmojiText({ text }: { text: string }) {
  return splitEmoji(text).map((run, index) => (run.emoji ? <Emoji key={index} emoji={run.text} /> : run.text));
}
