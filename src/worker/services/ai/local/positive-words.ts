/** Positive words for the reprocessing and installation phases, by the specific mood they answer. */
type Words = readonly (readonly [word: string, reason: string])[];

export const POSITIVE_WORDS_BY_MOOD: Record<string, Words> = {
  afraid: [
    ['safe', 'you are safe in this moment'], ['protected', 'you have people and places that shelter you'], ['brave', 'you have faced fear before'],
    ['secure', 'a steady ground under your feet'], ['courage', 'acting even while afraid'], ['shelter', 'somewhere you can rest'],
    ['trust', 'trusting yourself to cope'], ['steady', 'your breath can steady you'], ['capable', 'you can handle what comes'],
    ['guarded', 'your boundaries keep you safe'], ['refuge', 'a place that is yours'], ['strong', 'strength you already have'],
  ],
  anxious: [
    ['calm', 'a quieter mind is within reach'], ['grounded', 'feet on the floor, here and now'], ['breathe', 'slow breaths settle the body'],
    ['present', 'this moment is manageable'], ['settled', 'the wave of worry passes'], ['ease', 'letting tension soften'],
    ['certain', 'what you know for sure'], ['patient', 'you can give it time'], ['gentle', 'kindness toward your worries'],
    ['anchored', 'something steady to hold on to'], ['still', 'a pause in the rush of thoughts'], ['secure', 'safety you can feel'],
  ],
  stressed: [
    ['relaxed', 'your shoulders can drop'], ['balance', 'room for work and rest'], ['pause', 'a short break resets you'],
    ['manageable', 'one task at a time'], ['spacious', 'more room than it seems'], ['unhurried', 'you can slow down'],
    ['rested', 'rest restores your energy'], ['organised', 'a clear next step'], ['focus', 'one thing at a time'],
    ['relief', 'the pressure eases'], ['calm', 'a quieter body and mind'], ['enough', 'what you did today counts'],
  ],
  overwhelmed: [
    ['simple', 'the next small step is enough'], ['clear', 'a clear head after a pause'], ['light', 'setting some of the load down'],
    ['support', 'you do not have to do it alone'], ['order', 'one thing after another'], ['breathing', 'room to breathe'],
    ['capable', 'you have handled a lot before'], ['priority', 'choosing what matters most'], ['rest', 'you are allowed to stop'],
    ['steady', 'a steady pace carries you'], ['manageable', 'piece by piece it gets smaller'], ['relief', 'the weight lifting'],
  ],
  sad: [
    ['hope', 'brighter days come back'], ['comfort', 'warmth you can give yourself'], ['loved', 'people care about you'],
    ['warmth', 'a blanket, a voice, a cup of tea'], ['healing', 'sadness softens with time'], ['gentle', 'being kind to yourself today'],
    ['connected', 'you are not alone in this'], ['tender', 'your heart is soft, not broken'], ['light', 'light returns after dark'],
    ['cherished', 'what you love stays with you'], ['renewal', 'every day can start again'], ['sunrise', 'a new morning comes'],
  ],
  angry: [
    ['peace', 'letting the heat cool down'], ['patience', 'a pause before you answer'], ['calm', 'a cooler head'],
    ['understanding', 'seeing what lies under the anger'], ['release', 'letting the tension go'], ['cool', 'the fire can settle'],
    ['respect', 'your needs matter, and so do others'], ['forgiveness', 'freeing yourself from the grudge'], ['soften', 'relaxing your jaw and hands'],
    ['boundaries', 'saying no calmly'], ['balanced', 'responding instead of reacting'], ['harmony', 'back in tune with yourself'],
  ],
  disgusted: [
    ['clean', 'a fresh start'], ['fresh', 'clear air and new space'], ['pure', 'what feels right to you'],
    ['values', 'what you stand for'], ['integrity', 'staying true to yourself'], ['beauty', 'what still moves you'],
    ['distance', 'you can step away'], ['renewed', 'a new beginning'], ['kindness', 'the good in people'],
    ['wholesome', 'what nourishes you'], ['clarity', 'knowing what you want'], ['acceptance', 'letting it be what it is'],
  ],
  confused: [
    ['clarity', 'the picture gets clearer'], ['focus', 'one question at a time'], ['understanding', 'it will make sense'],
    ['curious', 'not knowing can be interesting'], ['learning', 'every question teaches you'], ['patient', 'answers come in their time'],
    ['guided', 'help is there to ask for'], ['insight', 'a new way of seeing'], ['direction', 'a next step is enough'],
    ['open', 'room for answers'], ['wise', 'you know more than you think'], ['certain', 'what you already know'],
  ],
};

/** Added after the mood's own words, so there are always enough. */
export const GENERAL_POSITIVE_WORDS: Words = [
  ['peace', 'a sense of rest inside'], ['strength', 'what carried you this far'], ['kindness', 'toward yourself first'],
  ['joy', 'small moments of delight'], ['gratitude', 'what is good right now'], ['resilient', 'you bend and do not break'],
  ['hope', 'tomorrow can be better'], ['worthy', 'you deserve care'], ['growth', 'you are changing for the better'],
  ['balance', 'a steadier middle ground'], ['love', 'the care around you'], ['freedom', 'room to choose'],
  ['courage', 'acting with a steady heart'], ['calm', 'a quiet mind'], ['gentle', 'softness toward yourself'],
];

/** When notes say too little: feelings that often sit with a hard moment. */
export const COMMON_HARD_WORDS: readonly string[] = [
  'tension', 'worry', 'pressure', 'heaviness', 'restless', 'doubt', 'tired', 'noise', 'rush', 'conflict', 'fear', 'tightness',
];
