// Threats in the forms people write them beyond `i will <verb> you`: a plan told as under way, a
// knockout, where the reader will be put, what the reader will be left as, an order to anyone, and
// veiled threats that name no act. Games, advice, stories, titles and technical English are not.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const violence = (text: string) => analyzeText(text).find((r) => r.category === 'violence' && r.label !== 'violent_language');

describe('threats beyond the plain future', () => {
  it.each([
    // A plan under way, after the speaker's own `i'm`, alone or at the end of a chain of plans.
    ["i'm putting you in the ground if you touch my sister again", 'threat', 'high'],
    ['im literally putting u through the window tomorrow', 'threat', 'high'],
    ['coming round your flat later to fuck him up', 'threat', 'high'],
    ["we're running you over in the car park after work", 'threat', 'high'],
    ["i'm getting in my car right now and smashing your face in", 'threat', 'high'],
    // A knockout, and where the speaker will put the reader with no preposition.
    ['gonna knock u out in front of your mates', 'threat', 'high'],
    ["i'll put you six feet under before christmas", 'threat', 'high'],
    ['block me again and im cracking your skull open', 'threat', 'high'],
    ["i'll slice his face open if he shows up", 'threat', 'high'],
    ["push me once more and i'll put you through that wall", 'threat', 'high'],
    // Reasons, places and people described after a threat do not make it reported speech.
    ["i'll strangle you in the line at the bank", 'threat', 'high'],
    ["i'm going to kill you for what you said about my mum", 'threat', 'high'],
    // An order to anyone; a person's body pointed at through whose it is.
    ['somebody stab the ref who gave that penalty', 'incitement', 'high'],
    ["i want to break the umpire's nose after this game", 'threat', 'high'],
    // What the reader will be left as, told as what follows.
    ['touch my bike again and you will be drinking through a straw', 'threat', 'medium'],
    ["call my wife again and you're gonna need a new face", 'threat', 'medium'],
    ['keep it up and they will need dental records to identify you', 'threat', 'high'],
    ['delete that photo or ur head is getting kicked in', 'threat', 'high'],
    ['try that again and you will be spitting teeth', 'threat', 'medium'],
    ['touch my sister again and ur leaving on a stretcher', 'threat', 'high'],
    ["lie to me once more and you're going in the canal", 'threat', 'high'],
    ['you will be carried out of that pub feet first', 'threat', 'high'],
    ['touch my bike again and they will be pulling you out of the canal', 'threat', 'high'],
    ["cross me again and it'll be the last thing you ever do.", 'threat', 'high'],
    ['say that again and watch what happens to your teeth', 'threat', 'medium'],
    // Veiled.
    ['tell the teacher and i will be waiting by your car with a bat', 'threat', 'high'],
    ['i would start checking under your car if i were you', 'threat', 'medium'],
    ['spent the night sharpening my knife and thinking about you', 'threat', 'high'],
    ['we know where all of you live', 'threat', 'high'],
    // The reader's death made ready for.
    ["you'd look lovely in a coffin, sweetheart", 'threat', 'high'],
    ['better get your affairs in order.', 'threat', 'medium'],
    ["your mum's gonna need to plan a funeral", 'threat', 'medium'],
    ['say goodbye to your kneecaps.', 'threat', 'medium'],
    ['the guy who keyed my car had better start praying', 'threat', 'medium'],
    ['run your mouth while u still have teeth', 'threat', 'medium'],
    ['people who talk to the cops tend to disappear around here', 'threat', 'high'],
    // Told of a third person: what they will leave in, not leave alive, or never do again.
    ['if the guy from upstairs touches my car again, he is leaving in a body bag', 'threat', 'high'],
    ['that umpire better not leave the stadium alive', 'threat', 'medium'],
    ["i'll make sure my ex's new boyfriend never walks properly again", 'threat', 'high'],
    ['someone needs to run that cyclist over', 'incitement', 'high'],
    ['the treasurer who took our money should be beaten', 'incitement', 'medium'],
    ['somebody should strangle that pharmacist', 'incitement', 'high'],
  ])('reads %j as %s, %s', (text, label, severity) => {
    const finding = violence(text);
    expect(finding?.label).toBe(label);
    expect(finding?.severity).toBe(severity);
  });

  it.each([
    "we're beating you guys on saturday",
    "i'm putting you in charge of the release",
    "i'm hitting you up later about the tickets",
    'coming to pick you up at eight',
    "i'm going home and beating some eggs for the cake",
    "we're gonna knock you out of the cup this year",
    'Knock U Out was the name of the show',
    'after the surgery you will be drinking through a straw for a week',
    'in space no one can hear you scream',
    'someone shoots him in the first scene of the film',
    'someone cut his hand on the broken glass',
    'kill the currently running agent',
    'always check over your shoulder before you change lanes',
    "you're getting a beating in fifa tonight",
    "it'll be the last thing you ever do before the holidays, the inventory",
    'your face is getting red in this heat',
    "i'm not putting you in a wheelchair, relax",
    'enjoy the sunshine while you still can',
    'enjoy walking the dog while you still can, rain is coming',
    "you'd look great in a coffin costume for halloween",
    'hope you said goodbye to your parents before the flight',
    'hope you like hospital food, get well soon!',
    'kill the inspector process before you attach the debugger',
    "lie down, i'll crack your back for you",
    'let me slice your sandwich in half',
    'say goodbye to your wrinkles with this cream',
    'putting my affairs in order before the move',
    'we better start praying for rain',
    'your family will need a bigger car soon',
    'he is leaving in a body bag, the paramedics said',
    'make sure my son never talks to strangers again',
    "the referee won't leave the stadium without a police escort",
    "we won't make it out of this exam alive lol",
  ])('leaves %j unflagged', (text) => {
    expect(violence(text)).toBeUndefined();
  });
});

describe('a threat someone else is told to have said', () => {
  it.each([
    'my cousin says im going to kill every jew',
    'he texted me im gonna beat your ass tomorrow',
    'she wrote we will break your legs, can you believe it',
    // The word reporting it taken in by the group's name.
    "Brother, I saw your post saying homosexuals 'must be put to death'. That is not the gospel.",
    'Mods removed the comment saying protesters should be run over.',
    'people posting that muslims should be killed need to be banned',
    // Writing or posting another's words, or pointing back at what was said.
    "i posted the voicemail: i'm going to kill you and your kids",
    'like i said, the graffiti read muslims must be killed',
    // Trash talk in a game the writer names.
    'ngl im gonna kill u in bedwars tmrw',
  ])('is reported speech, low: %j', (text) => {
    expect(violence(text)?.severity).toBe('low');
  });

  it.each([
    // The writer's own words, or a condition the threat hangs on.
    'i told you im going to break your legs',
    'if he says that again im going to stab him',
    'say one more word and I will stab you',
    // A verb of saying that describes someone is not the writer quoting them.
    "let's find the kid who posted that and curb stomp him",
    // The writer saying it, with words of habit between.
    "i've always said muslims must be hanged",
    'we keep saying gays should be shot',
  ])('stays a threat of the writer, high: %j', (text) => {
    expect(violence(text)?.severity).toBe('high');
  });
});

describe('a dismissal', () => {
  const hostility = (text: string) => analyzeText(text).find((r) => r.category === 'harassment' && r.label === 'hostility');

  it('is read when nobody asked the reader', () => {
    expect(hostility('nobody asked for your opinion')?.severity).toBe('medium');
    expect(hostility('nobody asked lol')?.severity).toBe('medium');
  });

  it('is not read when nobody asked for a thing', () => {
    expect(hostility('nobody asked for the report yet, can you send it?')).toBeUndefined();
  });
});

describe('harm called down on a whole group of people', () => {
  it.each([
    'all cyclists should be run over',
    'landlords need to be strung up',
    'string up every politician in parliament',
    'time to start hanging landlords from lamp posts',
    'open season on migrants this weekend lads',
    'the refs deserve to get shot',
    'kill all the landlords',
    // The group with words of its own before what it should get, and fates that need no `be`.
    'protesters blocking the highway deserve to be run over',
    'the nurses who gave the jab to children will hang',
    'every drag queen reading to kids should be tarred and feathered',
    'all fact checkers need to die',
    'selectors should all be hanged for dropping him',
    'they should all be shot on sight',
    'the whole police union should be lined up against a wall',
    // What leads up to the harm first, and the names of peoples as the group.
    'the staff should all be lined up and executed for this outage',
    'every drag queen reading to kids should be dragged out and stoned',
    'bangladeshis will be hunted down and killed like rats',
    'every one of these foreign rapists need putting down like dogs',
    'the landlords need exterminating.',
    'journalists who collect brown envelopes to write lies deserve to be flogged to death',
    // A fire set on people inside.
    'burn down the studio with the devs inside',
    'sink the boats with everyone on board',
  ])('reads %j as incitement', (text) => {
    expect(violence(text)).toMatchObject({ label: 'incitement', severity: 'high' });
  });

  it.each([
    'I hope every cop in that department gets ambushed',
    'hope every one of those journalists gets stabbed on the way home',
    'i pray all the landlords in this town burn alive',
    'hope every protester in that march catches a round',
    "can't wait till every one of those journalists is six feet under",
    'cant wait for the day all the landlords in this town are dead',
  ])('reads %j as a wish of harm, high', (text) => {
    expect(violence(text)).toMatchObject({ label: 'wish_of_harm', severity: 'high' });
  });

  it.each([
    'politicians deserve to be beaten at the polls',
    "I don't think cops should be shot",
    'farmers need to get paid more',
    'all fans should be seated before kick-off',
    'open season on deer starts monday',
    'hang all the pictures in the hall',
    'we should start shooting more photos of the fans',
    'kill all the processes before the deploy',
    // A future that foretells, the group as the one who speaks or fears, and outings.
    'people will die if this bill passes',
    'christians fear they will be slaughtered if the army leaves',
    'muslims say the cartoonists should be punished',
    'the tests will be executed in order',
    'the staff should be lined up and told the plan',
    'the hostages will be rounded up and freed at dawn',
    'the bangladeshis will be lined up for the team photo',
    'the nurses need shooting lessons for the hospital team',
    'the hunters need killing permits before the season',
    'the journalists deserve bullet points, not essays',
    'the lads will hang out at the pub after the match',
    'the students will burn through their budget by march',
    'students need to die down before the exam starts',
    // Wishes for things, an end awaited of no one, and things left inside.
    'I hope all the pictures hang straight',
    'hope all the flowers die this winter',
    'I hope every student gets the grade they want',
    "can't wait till the exams are over",
    'bake the pie with the apples inside',
    'we burned the old sofa with the cushions still in it',
  ])('leaves %j alone', (text) => {
    expect(violence(text)).toBeUndefined();
  });
});
