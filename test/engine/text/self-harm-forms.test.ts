// Self-harm in the forms chat writes it beyond `i want to kill myself`: an ending under way with the
// `I'm` dropped, a jump planned or under way, water walked into, waking up not planned, a crash
// hoped for, the means at hand, methods searched, and acts told in their own words. Swims, gigs,
// news and accidents are not.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const selfHarm = (text: string) => analyzeText(text).find((r) => r.category === 'self_harm' && r.label !== 'self_harm_language');

describe('self-harm beyond the plain statement', () => {
  it.each([
    ['ending it all this weekend. thanks for everything', 'suicidal_intent', 'high'],
    ['thinking about jumping off the car park roof', 'suicidal_intent', 'high'],
    ['if i lose my job im jumping off the garage roof. not a joke', 'suicidal_intent', 'high'],
    ["i'm close to slashing my wrists tonight", 'suicidal_intent', 'high'],
    ['might just wade into the river after work and not come back', 'suicidal_intent', 'high'],
    ['not planning on waking up again.', 'suicidal_intent', 'high'],
    ['every morning i hope a bus runs me over on the way in', 'suicidal_ideation', 'medium'],
    ['keep thinking about downing all my pills in the cabinet', 'suicidal_ideation', 'medium'],
    ["tonight i'm going to take everything in the medicine cabinet", 'suicidal_ideation', 'medium'],
    ['i wish i had the guts to just jump', 'suicidal_ideation', 'medium'],
    ['spent the night googling quickest methods again', 'self_harm_method', 'high'],
    ['stubbed a cigarette out on my wrist after the fight', 'self_harm', 'medium'],
    ["haven't eaten for five days now on purpose", 'self_harm', 'medium'],
    ['i drank some bleach last night', 'self_harm_attempt', 'high'],
    ['keeping the razor in my make up bag so my mum never finds it', 'self_harm', 'medium'],
    ['wore a jumper all through the heatwave to cover my scars', 'self_harm', 'medium'],
    ['got a new pack of blades. not for shaving', 'suicidal_intent', 'high'],
    ["i'll end it this weekend, nobody has to know", 'suicidal_intent', 'high'],
    ['no one would care once im gone', 'suicidal_ideation', 'medium'],
    ['gave away my guitar and my books. i wont need them', 'suicidal_intent', 'high'],
    ['good night forever everyone', 'suicidal_intent', 'high'],
    ['planning to overdose on friday when the house is empty', 'suicidal_intent', 'high'],
    ['been stockpiling my sleeping pills for weeks now', 'suicidal_ideation', 'medium'],
    ['looked into the most painless way out again last night', 'self_harm_method', 'high'],
    ["by the time you read this i'll be gone", 'suicidal_intent', 'high'],
    ["i've written letters to everyone i love.", 'suicidal_intent', 'high'],
    ['the noose is ready', 'suicidal_intent', 'high'],
    ["i'm not going to be around to see christmas", 'suicidal_ideation', 'medium'],
    ["i won't be a burden to anyone much longer", 'suicidal_ideation', 'medium'],
    ['i have enough pills saved now', 'suicidal_ideation', 'medium'],
    ["I'm going to do everyone a favour and end it.", 'suicidal_intent', 'high'],
    ['i keep thinking about hanging myself', 'suicidal_intent', 'high'],
    ['been thinking about overdosing again', 'suicidal_intent', 'high'],
    ["whats even the point of me. i'd rather be dead", 'suicidal_ideation', 'medium'],
    ["i'm not going to be alive on monday", 'suicidal_ideation', 'medium'],
    ['i keep imagining my own funeral and it feels peaceful', 'suicidal_ideation', 'medium'],
    ['i just want it to stop. permanently', 'suicidal_intent', 'high'],
    ["I'm going to end it tonight with her gun", 'suicidal_intent', 'high'],
    ['i just want to be dead tired of waking up every day', 'suicidal_intent', 'high'],
    ["I'm so depressed I can't go on", 'suicidal_ideation', 'medium'],
    ['i cant go on.', 'suicidal_ideation', 'medium'],
    ['I feel like giving up on everything', 'suicidal_ideation', 'medium'],
    ['i just want to give up on life', 'suicidal_ideation', 'medium'],
  ])('reads %j as %s, %s', (text, label, severity) => {
    const finding = selfHarm(text);
    expect(finding?.label).toBe(label);
    expect(finding?.severity).toBe(severity);
  });

  it.each([
    "I can't go on Tuesday, can we do Wednesday?",
    "I can't go on the rollercoaster, I get sick",
    'Two years sober. Thanks to the lads who dragged me to meetings when I wanted to give up on everything.',
    "I'm giving up on everything Apple makes",
    'ending it all with a bang at our last gig',
    "we're gonna jump off the bridge into the river this summer",
    'my daughter wants to jump from the tower at the pool',
    'after the storm we walked into the sea and never looked back',
    'not planning on waking up early tomorrow, it is my day off',
    'i hope the bus hits the stop on time for once',
    'a toddler drank bleach and the parents called poison control',
    "i locked the pills away so my dad can't find them, he has dementia",
    'wearing a hoodie to hide my hair after a bad dye job',
    "i'll end it with him tonight, the cheating was the last straw",
    'gave away my old bike to my cousin, he needs it more',
    "gave away my old clothes today, i won't need them in the new flat",
    'goodnight forever young, what a song',
    'when im gone on holiday the cat sitter comes twice a day',
    "at this rate i'm going to die alone with twelve cats",
    'about to die of boredom in this meeting',
    'about to die, this workout is brutal',
    'gonna die at this concert omg',
    'about to overdose on coffee before the exam',
    'gonna be dead tired tomorrow',
    'gonna jump off the pier into the sea with the kids',
    "i'm gonna jump off the bridge into the river with my mates",
    "by the time you read this i'll be on the plane",
    'writing notes to everyone I love for their christmas cards',
    "i'm not going to be around for christmas, working abroad",
    'i have enough meds to last the trip',
    "i'm going to take everything in the medicine cabinet out and wipe the shelves",
    'we tied a noose knot in scouts',
    'thinking about jumping off the bridge into the river this summer',
    "i'd rather die than wear crocs to the wedding",
    'i want it to stop raining, permanently would be nice',
    "i'm going to end it tonight with my boyfriend, he keeps ghosting me",
    'ill be dead on my feet by the end of harvest',
    "i'll be dead last in the race at this rate",
    "i'll be dead tired tomorrow",
    "I'll hang myself out to dry if this doesn't ship, but let's try.",
  ])('leaves %j unflagged', (text) => {
    expect(selfHarm(text)).toBeUndefined();
  });

  // A death foretold in the first person and blamed on a workout or a meeting is a figure of speech,
  // and so is one wanted over work or play named next; wanted over anything else, or foretold with
  // nothing to blame, it is not.
  it.each([
    ["i'm about to die, this workout is brutal", 'low'],
    ['leg day today. im gonna die', 'low'],
    ["i'm going to die if this standup runs over again", 'low'],
    ["i'm gonna kill myself if i hear that song one more time", 'low'],
    ["i'm going to end my life if this meeting runs over", 'low'],
    ['if I have to sit through one more all-hands I will actually kill myself', 'low'],
    ["If I fail this exam I'm killing myself. Not joking this time.", 'high'],
    ['When I lose my job I will kill myself', 'high'],
    ['kms 😂', 'low'],
    ["I'm literally going to kms if this doesn't compile", 'low'],
    ['i want to kms', 'medium'],
    ["i'm about to die, goodbye everyone", 'high'],
    ["i'm going to die tonight, the pills are ready", 'high'],
    ['i want to die, this workout is brutal', 'high'],
    ['I want to die, this meeting is never ending', 'low'],
    ['kms the build failed again', 'low'],
    ['I want to die, my boyfriend left me', 'high'],
    ['I want to kill myself, the test results came back positive', 'high'],
    ['i want to die, the game tonight is the last thing i will see. goodbye', 'high'],
    ['I want to die. The meeting went fine', 'high'],
  ])('reads %j at %s', (text, severity) => {
    expect(selfHarm(text)?.severity).toBe(severity);
  });

  // Embarrassment says `I want to die` for a laugh (emoji of laughter after it) or over a slip told
  // next; it is read low, still shown. Distress, a plan, a farewell or feeling lost stay high.
  it.each([
    ['I want to die 😭 forgot the baking powder', 'low'],
    ['I want to die 😂', 'low'],
    ['I want to die 🤣 my dad just joined tiktok', 'low'],
    ["I'm going to kill myself 😭 I just sent my boss a heart emoji", 'low'],
    ['i want to die i accidentally replied all to the whole company', 'low'],
    ['I want to die, I tripped up the stairs in front of my whole class', 'low'],
    ['I want to die 😭 I dropped my phone in the toilet again', 'low'],
    ['I want to die 😭😭', 'high'],
    ["I want to die 😭 I can't take this anymore", 'high'],
    ['I want to die. I just lost my job and my wife left.', 'high'],
    ["I'm going to kill myself tonight, I forgot how to feel anything", 'high'],
    ['i want to die i forgot what it feels like to be happy', 'high'],
    ['I want to die, I left a note for my mum', 'high'],
    ["I'm going to kill myself 😭 i sent everyone goodbye", 'high'],
    ["I'm going to kill myself 😭 nobody cares", 'high'],
  ])('reads %j at %s', (text, severity) => {
    expect(analyzeText(text).filter((r) => r.category === 'self_harm').map((r) => r.severity)).toEqual([severity]);
  });

  it('reads an ending someone orders the writer to as bullying told, low, unless what orders it is within', () => {
    const severityOf = (text: string) => analyzeText(text).find((r) => r.category === 'self_harm')?.severity;
    expect(severityOf('the kid in my class told me to kill myself')).toBe('low');
    expect(severityOf('people keep telling me to kill myself')).toBe('low');
    expect(severityOf('the voices keep telling me to kill myself')).toBe('high');
    expect(severityOf('my head keeps telling me to end my life')).toBe('high');
  });

  it("reads an ending someone of the writer's is said to have said as reported, and the writer's own telling as the writer's", () => {
    const severityOf = (text: string) => analyzeText(text).find((r) => r.category === 'self_harm' && r.label === 'suicidal_intent')?.severity;
    expect(severityOf("My wife said 'I'm going to kill myself' when she saw the kitchen quote.")).toBe('low');
    expect(severityOf("i told my mum i'm going to kill myself")).toBe('high');
    expect(severityOf("my wife left and i'm going to kill myself")).toBe('high');
    expect(severityOf("my therapist asked if I was safe and I told her I'm going to kill myself")).toBe('high');
    expect(severityOf("my dad said I'm a disappointment, I'm going to kill myself tonight")).toBe('high');
  });
});
