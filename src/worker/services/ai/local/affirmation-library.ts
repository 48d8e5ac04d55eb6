import type { AffirmationMood } from '../../../../shared/domain/affirmations';

/**
 * An affirmation the local engine can offer. `tags` say which entries it fits: a mood category
 * ('negative'), 'mood:<specific mood>', 'sensation:<sensation>', 'trigger:<trigger>',
 * 'social:<value>', 'location:<value>', 'environment:<value>' or 'keyword:<group>' (see NOTE_KEYWORDS).
 * '{mood}' is filled with the entry's specific mood, '{sensation}' with its sensation as a noun.
 */
export interface AffirmationTemplate {
  text: string;
  theme: string;
  mood: AffirmationMood;
  tags: readonly string[];
}

/** Words in notes that point to a theme, by group (matched against the note's content words). */
export const NOTE_KEYWORDS: Record<string, readonly string[]> = {
  work: ['work', 'job', 'boss', 'deadline', 'deadlines', 'meeting', 'meetings', 'project', 'office', 'emails', 'email', 'shift', 'manager', 'colleague', 'colleagues', 'client', 'clients'],
  sleep: ['sleep', 'slept', 'tired', 'exhausted', 'insomnia', 'awake', 'nap', 'rest', 'fatigue'],
  family: ['family', 'mom', 'mum', 'dad', 'mother', 'father', 'kids', 'children', 'son', 'daughter', 'sister', 'brother', 'parents', 'partner', 'husband', 'wife'],
  friends: ['friend', 'friends', 'party', 'dinner', 'coffee', 'chat', 'talked'],
  lonely: ['lonely', 'alone', 'isolated', 'nobody', 'ignored', 'left'],
  health: ['sick', 'ill', 'doctor', 'headache', 'migraine', 'pain', 'hospital', 'medication', 'injury'],
  money: ['money', 'rent', 'bills', 'debt', 'bank', 'budget', 'afford', 'salary'],
  study: ['exam', 'exams', 'study', 'school', 'class', 'homework', 'grades', 'university', 'test'],
  movement: ['run', 'ran', 'gym', 'walk', 'walked', 'yoga', 'swim', 'workout', 'bike', 'hike'],
  nature: ['park', 'garden', 'sun', 'sunshine', 'beach', 'forest', 'trees', 'outside', 'fresh', 'sea'],
  mistakes: ['mistake', 'mistakes', 'failed', 'failure', 'stupid', 'wrong', 'messed', 'blame', 'guilty', 'guilt'],
  gratitude: ['thankful', 'grateful', 'gratitude', 'blessed', 'lucky', 'appreciate'],
  loss: ['loss', 'lost', 'miss', 'missing', 'grief', 'funeral', 'gone', 'died'],
  conflict: ['argument', 'fight', 'argued', 'yelled', 'shouted', 'conflict', 'annoyed', 'rude'],
};

export const AFFIRMATION_LIBRARY: readonly AffirmationTemplate[] = [
  { text: 'I can meet the pressure at work one task at a time.', theme: 'Work balance', mood: 'empowering', tags: ['trigger:work', 'keyword:work', 'mood:stressed'] },
  { text: 'My worth is not measured by how much I get done today.', theme: 'Self-worth', mood: 'healing', tags: ['trigger:work', 'keyword:work', 'mood:overwhelmed'] },
  { text: 'I am allowed to leave work at work and come home to myself.', theme: 'Boundaries', mood: 'calming', tags: ['trigger:work', 'keyword:work'] },
  { text: 'I bring care and skill to my work, and that is enough for today.', theme: 'Confidence', mood: 'empowering', tags: ['trigger:work', 'keyword:work'] },
  { text: 'I can love my family and still protect my own peace.', theme: 'Boundaries', mood: 'calming', tags: ['trigger:family', 'keyword:family'] },
  { text: 'I meet the people I love with patience, and I offer myself the same.', theme: 'Connection', mood: 'healing', tags: ['trigger:family', 'keyword:family', 'keyword:conflict'] },
  { text: 'I am grateful for the moments of warmth I share with my family.', theme: 'Gratitude', mood: 'grateful', tags: ['trigger:family', 'keyword:family', 'keyword:gratitude'] },
  { text: 'Every time I move my body, I am taking care of my future self.', theme: 'Movement', mood: 'motivational', tags: ['trigger:exercise', 'keyword:movement'] },
  { text: 'I honour my body by moving it kindly, not perfectly.', theme: 'Self-care', mood: 'healing', tags: ['trigger:exercise', 'keyword:movement', 'sensation:pain'] },
  { text: 'I can feel {mood} and still be gentle with myself.', theme: 'Self-compassion', mood: 'healing', tags: ['negative'] },
  { text: 'Feeling {mood} is a passing wave, and I am the steady shore.', theme: 'Resilience', mood: 'calming', tags: ['negative'] },
  { text: 'I breathe in calm and breathe out what I cannot control.', theme: 'Calm', mood: 'calming', tags: ['mood:stressed', 'mood:anxious', 'mood:overwhelmed'] },
  { text: 'I do not have to carry everything at once; I can set some of it down.', theme: 'Letting go', mood: 'calming', tags: ['mood:overwhelmed', 'mood:stressed'] },
  { text: 'I am safe in this moment, and this moment is where I live.', theme: 'Safety', mood: 'calming', tags: ['mood:afraid', 'mood:anxious'] },
  { text: 'My worries are thoughts, not facts, and I can let them pass.', theme: 'Perspective', mood: 'calming', tags: ['mood:anxious', 'mood:afraid', 'mood:confused'] },
  { text: 'I am braver than my fear and stronger than I feel right now.', theme: 'Courage', mood: 'empowering', tags: ['mood:afraid'] },
  { text: 'My anger tells me something matters, and I can answer it calmly.', theme: 'Emotional balance', mood: 'empowering', tags: ['mood:angry', 'keyword:conflict'] },
  { text: 'I choose my response; I do not have to follow every spark of anger.', theme: 'Self-control', mood: 'empowering', tags: ['mood:angry', 'mood:disgusted'] },
  { text: 'It is okay to be sad; my tears are part of how I heal.', theme: 'Healing', mood: 'healing', tags: ['mood:sad', 'keyword:loss'] },
  { text: 'I carry the love of what I have lost, and it still warms me.', theme: 'Grief', mood: 'healing', tags: ['keyword:loss', 'mood:sad'] },
  { text: 'Even on grey days, I can find one small thing that brings me comfort.', theme: 'Hope', mood: 'healing', tags: ['mood:sad', 'negative'] },
  { text: 'I do not need every answer today; clarity comes one step at a time.', theme: 'Clarity', mood: 'calming', tags: ['mood:confused'] },
  { text: 'I can step away from what repels me and return to what I value.', theme: 'Values', mood: 'empowering', tags: ['mood:disgusted'] },
  { text: 'I listen to the {sensation} in my body with patience, and I give it the care it asks for.', theme: 'Body awareness', mood: 'healing', tags: ['sensation:pain', 'sensation:pressure', 'sensation:itching', 'sensation:tingling'] },
  { text: 'My body is working hard for me, and I thank it with rest.', theme: 'Rest', mood: 'grateful', tags: ['sensation:pain', 'keyword:health', 'keyword:sleep'] },
  { text: 'I can notice a craving, breathe, and choose what truly nourishes me.', theme: 'Mindful choices', mood: 'empowering', tags: ['sensation:craving', 'sensation:hungry'] },
  { text: 'I savour the good feelings in my body and let them stay a while.', theme: 'Presence', mood: 'grateful', tags: ['sensation:pleasure'] },
  { text: 'Rest is productive; tonight I let myself sleep without guilt.', theme: 'Rest', mood: 'calming', tags: ['keyword:sleep'] },
  { text: 'I am doing my best with the energy I have today, and that is enough.', theme: 'Self-acceptance', mood: 'healing', tags: ['keyword:sleep', 'mood:overwhelmed'] },
  { text: 'My time alone is a chance to listen to myself kindly.', theme: 'Solitude', mood: 'calming', tags: ['social:alone', 'keyword:lonely'] },
  { text: 'I am worthy of connection, and I can reach out to someone today.', theme: 'Connection', mood: 'empowering', tags: ['keyword:lonely', 'social:alone', 'mood:sad'] },
  { text: 'I am grateful for the people who make me feel at home.', theme: 'Gratitude', mood: 'grateful', tags: ['social:withOthers', 'keyword:friends', 'positive'] },
  { text: 'I can be with others and still keep my own calm centre.', theme: 'Inner calm', mood: 'calming', tags: ['social:withOthers', 'keyword:conflict', 'negative'] },
  { text: 'Fresh air and open sky remind me how much room I have to breathe.', theme: 'Nature', mood: 'calming', tags: ['location:outdoor', 'keyword:nature'] },
  { text: 'I can step outside, feel the ground beneath me, and begin again.', theme: 'Grounding', mood: 'motivational', tags: ['location:indoor', 'keyword:nature', 'negative'] },
  { text: 'I choose what I let into my mind online, and I can log off when I need to.', theme: 'Digital balance', mood: 'empowering', tags: ['environment:online'] },
  { text: 'My mistakes are lessons, not labels; I am still learning and growing.', theme: 'Growth', mood: 'healing', tags: ['keyword:mistakes'] },
  { text: 'I forgive myself for what I did not know then.', theme: 'Forgiveness', mood: 'healing', tags: ['keyword:mistakes', 'mood:sad'] },
  { text: 'I can take one small, practical step with my money today, and that is progress.', theme: 'Security', mood: 'motivational', tags: ['keyword:money'] },
  { text: 'I prepare with steady effort, and I trust what I have learned.', theme: 'Learning', mood: 'motivational', tags: ['keyword:study'] },
  { text: 'I let myself fully enjoy feeling {mood}; I have earned this joy.', theme: 'Joy', mood: 'grateful', tags: ['positive'] },
  { text: 'I notice what helped today, and I can return to it tomorrow.', theme: 'Self-knowledge', mood: 'motivational', tags: ['positive', 'neutral'] },
  { text: 'My gratitude grows every time I name something good in my life.', theme: 'Gratitude', mood: 'grateful', tags: ['keyword:gratitude', 'positive'] },
  { text: 'My curiosity opens doors, and I follow it with an open heart.', theme: 'Curiosity', mood: 'motivational', tags: ['mood:curious', 'mood:excited'] },
  { text: 'Calm days count too; I can rest in the quiet.', theme: 'Peace', mood: 'calming', tags: ['neutral', 'mood:calm', 'mood:tranquil'] },
  { text: 'Even a slow day holds something I can learn or enjoy.', theme: 'Openness', mood: 'motivational', tags: ['mood:bored', 'mood:neutral'] },
  { text: 'I have come through hard days before, and I will come through this one.', theme: 'Resilience', mood: 'motivational', tags: ['negative'] },
  { text: 'I am worthy of love, rest and respect exactly as I am.', theme: 'Self-worth', mood: 'empowering', tags: [] },
  { text: 'I trust myself to handle whatever today brings, one breath at a time.', theme: 'Trust', mood: 'calming', tags: [] },
  { text: 'Small steps forward still move me forward.', theme: 'Positivity', mood: 'motivational', tags: [] },
  { text: 'I am grateful for this moment and everything it is teaching me.', theme: 'Mindfulness', mood: 'grateful', tags: [] },
  { text: 'Taking care of myself is not selfish; it is how I heal.', theme: 'Self-care', mood: 'healing', tags: [] },
];
