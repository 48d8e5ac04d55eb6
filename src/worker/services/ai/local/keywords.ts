/** Words too common to say anything about a person's day. */
const STOP_WORDS = new Set(
  `about above after again against all also and any are around because been before being below between both but
  can cannot could did does doing done down during each even ever every few for from further get gets getting
  got had has have having her here hers herself him himself his how into its itself just lot like made make many
  maybe more most much must myself never not now off once only other our ours ourselves out over own really said
  same say she should since some still such than that the their theirs them themselves then there these they
  thing things this those though through too under until very was way well were what when where which while who
  whom why will with within without would yet you your yours yourself yourselves day today yesterday tomorrow
  feel feeling felt bit kind sort went going come came back time times one two three dont didnt doesnt cant wont
  isnt wasnt arent ive youre thats theres want wants need needs know think take took put keep kept let lets`.split(/\s+/),
);

/** The content words of a note: lowercased, letters only, at least three letters, no stop words. */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
