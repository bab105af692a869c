// Training posts of veiled and conditional threats and threats against a third person by one more of the team's writers (a former police community-liaison officer: a Dutch-English expat cycling club's chat, a US suburban high-school football boosters' group, a Malaysian gig drivers' Telegram, a Warhammer club's Discord, a hospital porters' WhatsApp, a Glasgow tenement residents' group, an online poker forum, a divorced parents' co-parenting app),
// written without reading the engine, its rules or the other sets. The model trains on them; they measure nothing.
import type { ThreatCase } from './threats-and-self-harm.ts';

export const THREAT_TRAINING_POSTS_9S: readonly ThreatCase[] = [
  // ---- threat_veiled: Dutch-English expat cycling club chat ----
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Nice carbon frame Pieter. Be a real shame if someone left it lying at the bottom of the gracht overnight." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "you always do the Amstel loop alone on tuesdays at 6 right? early, quiet, nobody around. just saying" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Accidents happen on the dijk, Marloes. Wind, gravel, a front wheel nobody checked. Think about that before you post my name again." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "I know which bike shed is yours in the Jordaan. green door, blue lock. cheap lock 🔒🔨" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Your kids ride to school along the Vecht every morning don't they. lovely route. shame about the traffic there." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Fine. We'll sort the club fee thing another way then. Not in this chat, Henk." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "brakes are funny things, they work fine until one day they don't. maybe check yours before sunday's ride 😉" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You've been warned Sander. That was the last time I say it nicely, hoor." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "saw your car outside the clubhouse again, the white Polo with the dent in the door. would be a pity if it got a few more. and the driver too" },

  // ---- threat_conditional: Dutch-English expat cycling club chat ----
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If you cut me up in the peloton one more time I swear you'll be eating the asphalt and I'll make sure you stay down there" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Keep spreading that rumour about me and the treasurer and you'll need a new set of teeth, Joost." },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "report me to the KNWU again and you won't be turning pedals for a very long time, begrepen?" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "als je nog een keer aan mijn fiets zit... touch my bike one more time and I break your fingers one by one" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Show up at the Sunday ride after what you said about my wife and you'll be going home in an ambulance. Your choice." },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "one more snide comment on this group and you'll be picking your own spokes out of your face" },

  // ---- threat_third_person: Dutch-English expat cycling club chat ----
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Someone should wait for that taxi driver who knocked Eva off and put him in the hospital, the politie won't do anything" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "that scooter kid who keeps swerving into the fietspad is going to get his head kicked in, I'll do it myself if I catch him" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "If anybody spots the guy who stole Ruud's Gazelle, break his arms first and ask questions later" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The new ride captain needs a proper beating tbh. Somebody push him into the canal on the next group ride and hold him under for a bit" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "that bakfiets mum who screamed at us on the Prinsengracht deserves her face smashed into her own handlebars" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Honestly the gemeente guy who scrapped the bike lane deserves to be dragged behind a truck. somebody find out where he lives and do it" },

  // ---- harmless_violent_words: Dutch-English expat cycling club chat ----
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Safety warning: there's a massive pothole on the Amsteldijk just past the windmill, nearly killed myself on it this morning. Keep left!" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I know where you live Pieter 😄 I'll drop your helmet off on my way home, you left it at the café" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Accident report: Marloes touched wheels with Bas at about 32 km/h on the N201. Both ok, road rash and one broken shifter. Please leave proper gaps on the descents." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "We are going to absolutely destroy the Utrecht club in the team time trial on Saturday 💪🚴" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I'll kill you if you forget the stroopwafels again lol" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Reminder: the Tuesday 6am loop leaves from the bridge, not the clubhouse. Lights are mandatory, it's still pitch dark." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "my legs are dead, that headwind murdered me. Netherlands has no hills, it has wind" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Anyone know a good mechanic near Oost? My rear derailleur got smashed when I dropped the bike taking it off the car rack" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "News: a cyclist was hit by a bin lorry in Amstelveen yesterday. Please be careful around turning trucks, they genuinely cannot see you." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Our dog went nuts at the swans on the ride again, nearly pulled me off the bike. Anyone tried bikejoring with a labrador?" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Bas you absolute animal, you smashed that sprint. Beers are on me" },

  // ---- threat_veiled: US suburban high-school football boosters' group ----
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Coach Reynolds, we all know where you live on Maple Crest. Hope you think real hard about who starts Friday." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Real nice truck you've got there Dale. Would be a shame if something happened to it in the stadium lot after the game." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Your daughter cheers on the sideline every home game right? Lot of people around. Lot of things can happen." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "We'll handle the concession stand money issue another way. Not through the board." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Accidents happen at tailgates, Karen. Grills, propane tanks, people not paying attention. Just something to keep in mind." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You've been warned about the fundraiser books. Don't make me come by the house." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "you jog the track at 5am every morning before work. all alone. we see you 👀🔪" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "nice golden retriever you got. be a shame if he got out of the yard one night" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Mr. Hollis, you lock up the field house by yourself around 10 every Friday. Big dark parking lot. Think about that before you cut the booster budget." },

  // ---- threat_conditional: US suburban high-school football boosters' group ----
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Bench my son one more game and you're gonna need a new face, coach." },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If you report me to the district again over the raffle, you won't be walking to your car after the next game." },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Keep running your mouth about my boy's grades and I'll put you through the bleachers Tom" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Show your face at the banquet after what you pulled and you'll be leaving on a stretcher" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "you cut the booster budget again Mr. Hollis and you'll be eating through a straw till Christmas" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "you touch the booster account one more time without a vote and I swear you'll be limping for the rest of your life" },

  // ---- threat_third_person: US suburban high-school football boosters' group ----
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Someone needs to put that ref from last Friday in the hospital. Three holding calls on one drive??" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "That Lincoln High linebacker who hit Tyler late is getting his knees broken next time we play them, I'll make sure of it" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The school board president should get his teeth knocked out for cutting the program" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "honestly somebody should run over the new OC with the team bus, he's ruining these kids' season" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "If I ever catch the guy who keyed the cars at homecoming I'm going to beat him half to death" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Somebody ought to drag the superintendent out of his office and teach him a lesson with a Louisville Slugger" },

  // ---- harmless_violent_words: US suburban high-school football boosters' group ----
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "We're gonna DESTROY Westfield on Friday night!!! Go Eagles 🦅🏈" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Heat advisory for Saturday's scrimmage: 98 degrees. Please send extra water, we had two kids nearly pass out last year." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I know where you live Dale, I'll drop the spirit wear order on your porch after work" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Coach says the O-line absolutely murdered them in the trenches. So proud of these boys." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Accident on Route 9 near the stadium, two cars, everyone's ok but avoid it on the way to the game" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I'll kill you if you forget the cooler again Gary lol" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Reminder: team dinner is every Thursday at 6 at the Hendersons'. Same routine as always, bring a side dish." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Anybody know a good body shop? Somebody backed into my truck in the lot, just a dented bumper, at least they left a note" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Concussion protocol meeting Tuesday 7pm in the cafeteria. Every parent should come, head injuries are serious." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Our D is going to crush their QB, that kid won't know what hit him 😂 (legally of course)" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Lost dog near the practice field, brown lab, answers to Tucker, super friendly. Please call Deb." },

  // ---- threat_veiled: Malaysian gig-economy drivers' Telegram ----
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "bro u always lepak at the mamak in SS2 after midnight right. quiet place. be careful lah 😏" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "nice myvi you got, the white one with the sticker. shame if the windscreen kena something one night" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "I know which flat you stay in Cheras, block C level 9. Think first before you post my plate number again" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Accidents happen on Federal Highway at night boss. Motor slip, nobody see. Just saying." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "your daughter sekolah at SK Taman Melawati right. I see her waiting at the gate every 1pm" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "ok never mind, we settle this another way. not on telegram 🔪" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You've been warned Faizal. Stop stealing orders at the Sunway Pyramid pickup point." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "bro ur kapcai brake cable look quite loose leh. hope nothing happen on the way down Genting 😉" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "where you park your motor every night also we know. jangan main-main" },

  // ---- threat_conditional: Malaysian gig-economy drivers' Telegram ----
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "if u report my account to Grab again u will not walk properly after this, ingat" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "keep cutting queue at the KLCC pickup and I break your face, not joking" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Touch my customer again at Mid Valley and you need new teeth bro" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "you come to the Bangsar hub again and act smart, you go home in ambulance" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "one more time you block my shoplot with your car I burn it with you inside" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If you still talk bad about me in this group I will find you and break both your legs, you know I can" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "say my name to the polis one more time and u wont have hands left to ride" },

  // ---- threat_third_person: Malaysian gig-economy drivers' Telegram ----
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "that foodpanda rider who stole my parcel at Pavilion should kena beat until cannot stand" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "someone should wait for that Audi guy in Damansara who spat at Ah Seng and smash his head open" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "the restaurant manager at Jalan Alor who keep shouting at riders, one day somebody stab him, I also help" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "that customer in Mont Kiara who fake complaint every day, somebody go his condo and teach him lesson with a helmet" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "the tow truck uncle who took my motor deserve to kena run over. if I see him I langgar him myself" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Kalau jumpa the guy who snatched Kak Ros bag, pukul sampai patah tangan. break his arms, no need call polis" },

  // ---- harmless_violent_words: Malaysian gig-economy drivers' Telegram ----
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Safety warning: Jalan Duta flood again, water until knee level, avoid or your motor die" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Accident at Kesas toll, one rider down, ambulance already there. Ride slow guys, road very slippery" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I know where you stay bro, later I pass your area, I drop the raincoat you left at the mamak" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Today the rain really kill me, 3 hours only 6 orders 😭" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I kill you if you forget my teh tarik ah lol" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Reminder: surge at Bukit Bintang every Friday 11pm when the clubs close, same routine as usual" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Anyone know good mechanic in Puchong? My clutch cable snap, motor dead at roadside" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "News: government announce new gig worker act, riders get social security contribution. Finally" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Customer's cat attack me at the door lol, scratch my hand a bit, ok only, very cute cat" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Futsal tonight riders vs car drivers, we gonna smash you all 6-0 😂" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Be careful of the dogs at Taman Tun, one chase me tonight, almost fall off" },

  // ---- threat_veiled: Warhammer tabletop club's Discord ----
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Nice Custodes army you've got there Kev. Took months to paint right? Be a real shame if the case went down the stairs." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You always walk home through the underpass after Thursday club night don't you. Dark down there." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "I know where you live, I've seen your painting stream setup. Nice house. Think about that before you call me a cheat again." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "accidents happen at tournaments. tables get knocked. people get knocked. 🙂" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Your lad comes to the Saturday kids' league, right? Lovely kid. Be a shame if he didn't feel safe here anymore." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "We'll sort out the store credit thing another way. Leave the mods out of it." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You've been warned, Dan. I don't warn twice." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "nice car in the car park, silver golf right? bit exposed there after 10pm ⚔️🔥" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Some of us know your routine, mate. Thursdays, Saturdays, the bus stop on Mill Road. Just remember that." },

  // ---- threat_conditional: Warhammer tabletop club's Discord ----
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Accuse me of loaded dice one more time and you'll be picking your teeth up off the gaming mat" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If you report me to the TO again I'll make sure you can't hold a brush for a month" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Keep touching my models without asking and I'll break your fingers, I mean it" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "come to the GT in March after what you posted and you won't leave the venue on your own legs" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "one more 'lol skill issue' from you and I'm gonna smash your face into the terrain" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "keep slagging off my paint jobs and you'll need a new face mate" },

  // ---- threat_third_person: Warhammer tabletop club's Discord ----
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The guy who nicked Sam's Tyranid army from the store should get his hands broken so he never paints again" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Somebody needs to put the store manager in hospital for cancelling the league at the last minute" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "that TO who disqualified me is getting his head kicked in in the car park next event" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "If anyone sees the eBay scammer at the GT, drag him outside and stamp on him" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "honestly the kid who keeps cheating with the tape measure needs a proper beating, someone sort him out" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "the bloke who ran off with the club funds, I hope someone finds him and breaks every bone in his body. I'll pay whoever does it" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "the owner's nephew who called my daughter names, somebody should meet him after close and knock his lights out" },

  // ---- harmless_violent_words: Warhammer tabletop club's Discord ----
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I'm going to wipe your army off the table on Thursday, prepare your excuses 😈" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "My Ork Warboss absolutely murdered his whole squad in one charge, best game ever" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Safety note: please don't leave hobby knives on the tables, a kid cut his thumb open last Saturday. Sharps go back in the box." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I know where you live Kev, I'll drop your codex off tomorrow, you left it at the store" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Reminder: Thursday club night starts 6:30, doors lock at 10, same as every week" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I'll kill you if you forget the dice again lol" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "accident report: dropped my Knight titan, arm snapped clean off, glue time 😭" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Exterminatus the whole planet, burn the heretic, purge the xenos! (campaign narrative for next week, sign up below)" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Anyone's cat ever eaten a model? Mine knocked a whole tray of Space Marines off the shelf and chewed a banner pole" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "News: the local store is closing the gaming space because of the rent increase, we need a new venue" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "my dice killed me tonight, five 1s in a row on armour saves" },

  // ---- threat_veiled: hospital porters' WhatsApp ----
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You always do the walk to the car park on your own after nights Gaz. Dark round the back of the mortuary isn't it." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Accidents happen in the service lift, Shaz. Doors stick. People get hurt. Just saying." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "I know where you live Mick, seen your van outside number 14. Keep grassing me up to the supervisor and see what happens." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Nice motorbike in the staff bay. Be a shame if it ended up on its side one night." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Your lads go to St Mary's primary don't they. Pick-up at 3:15. Lovely school." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "We'll sort the overtime rota another way. Not through HR." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You've been warned. Stop taking my jobs off the board." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "basement corridors are long and there's no cameras down by the boiler room 😶 remember that next time you log me late" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "heard your cat goes out at night. lot of traffic on the ring road" },

  // ---- threat_conditional: hospital porters' WhatsApp ----
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Report me to the manager again and you won't walk right after" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Keep leaving the dirty beds for me to strip and you'll be on a trolley yourself, mate" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If you put me down for Christmas again I'll break your jaw Steve" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "one more 'lazy' comment and you'll need a porter yourself, feet first" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Show up on my shift mouthing off and you'll leave in one of the wheelchairs, I promise you" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "You take my break slot again and I'll put your head through the lift door" },

  // ---- threat_third_person: hospital porters' WhatsApp ----
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "That consultant who screamed at Tash in A&E wants his face rearranging. Someone should do it in the car park." },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The patient's son who punched Dev should get his legs broken, security did nothing" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The new estates manager is getting a hiding one of these nights, I'll see to it personally" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "somebody should push that agency supervisor down the stairs by theatres" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "if I see the bloke who nicked the wheelchairs from outpatients I'm going to batter him senseless" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "that bed manager needs putting in one of her own beds. And not the ones on the wards." },

  // ---- harmless_violent_words: hospital porters' WhatsApp ----
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Safety reminder: wet floor on level 2 by x-ray, someone's already gone over on it. Cones are out." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I know where you live Mick, I'll drop your lanyard round, you left it in the porters' lodge" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Incident report: trolley wheel jammed on the ramp at the ED entrance, patient fine, nobody hurt, estates notified." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "That 12 hour shift killed me. Feet are dead." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Reminder: transfers to the mortuary go via the basement corridor, always two porters, that's the routine, no exceptions" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I'll kill you if you forget the Greggs order again lol" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Fun run Sunday for the children's ward, we're going to smash the nurses' team" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Anyone know a mechanic who does cheap clutches? My car died in the staff car park." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "News: the trust says 5% pay rise backdated to April. Believe it when I see it." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "A&E was a bloodbath tonight, three RTCs and a stabbing came in. Respect to everyone on." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Does anyone want a kitten? Our cat had five and we can't keep them all" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Manual handling training Tuesday. Bad backs kill more porters' careers than anything else, please go" },

  // ---- threat_veiled: Glasgow tenement residents' group ----
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Ah know whit close ye stay in and whit time ye leave for work. Think aboot that before ye complain aboot ma dug again." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Nice wee motor ye've got oot the front. Shame if it got torched some night. Happens a lot roon here." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Accidents happen on they stairs, hen. Dark landing, nae light. Wan wee slip." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Your weans play in the back court every day efter school. Ah see them. Ah see everything." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Right. We'll sort this another way then, no through the factor." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "you've been warned big man. last time." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "that cat o yours wanders aboot the midden a lot. Lot o rat poison doon there these days" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Mind how ye go comin hame fae the pub the night. Lot o dark closes between here and Byres Road." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "🔥🚪 top floor left. jist sayin" },

  // ---- threat_conditional: Glasgow tenement residents' group ----
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Report me tae the cooncil wan mair time and ye'll no be walkin right for a month" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Keep chappin ma door at midnight an ye'll need a new face" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If ye touch ma washing in the back court again ah'll break yer fingers" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Park in ma space again and ah'll put yer heid through yer ain windscreen" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Wan mair word aboot ma boy and ye'll be eatin through a straw" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "come up they stairs shoutin again and ye'll be goin doon them a lot quicker, heid first" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "if yer dug craps on ma landing wance mair ah'm gonnae batter ye" },

  // ---- threat_third_person: Glasgow tenement residents' group ----
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "That factor wants his legs broke, somebody should wait for him ootside the office" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The guy in 2/1 that's dealin oot the close needs a right good kickin. Somebody sort it." },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Whoever's been settin the bins on fire, I hope somebody catches them and puts a blade in them" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "the landlord is gettin his jaw broke when ah see him, mark ma words" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "That cooncil inspector that condemned Senga's flat wants flung aff the roof" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "if anybody sees the boy that mugged auld Mrs Docherty, batter him and leave him in the gutter" },

  // ---- harmless_violent_words: Glasgow tenement residents' group ----
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Safety warning: the light's oot on the second landing again, mind the stairs, Mrs Docherty nearly went ower last night" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Ah know where ye stay, ah'll bring yer parcel up, the postie left it wi me" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Accident: a bit o the cornice fell aff at number 42, naebody hurt but the factor's been phoned" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Celtic are gonnae murder them on Sunday 🍀" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Ah'll kill ye if ye forget the biscuits for the residents' meeting lol" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Reminder: bin day is Tuesday, back court gate gets locked at 10pm, same as always" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Anybody know a mechanic? Ma motor's deid, battery ah think" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "News: the cooncil's approved funding for new secure entry doors for every close on our street" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "The seagulls are murderin the bin bags again, please use the lids" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Whose cat is the big ginger one? He's lovely but he's been sleepin in ma close every night" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "That roof leak's killin me, third bucket this week" },

  // ---- threat_veiled: online poker forum ----
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You play the Thursday home game at Rick's every week, right? Always leave around 2am. Long walk to your car." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Nice house in that vlog of yours, Scottsdale right? Be a shame if someone showed up to collect what you owe in person." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Accidents happen to people who don't pay their backers. Just food for thought." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "I know where your kid goes to school, man. Pay the 4k and we're square." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "We'll settle the chop dispute another way then. Offline." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You've been warned, 'NitKing'. This is the last DM you get from me." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Saw your Tesla in the casino garage, level 3. Expensive paint job. 🔑" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Your dog barks every time your wife walks it at 7. Cute. Would hate for anything to happen to him." },

  // ---- threat_conditional: online poker forum ----
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If you don't pay back the stake by Friday you won't be able to hold cards again" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Keep calling me an angle shooter in public and you'll need a new face" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Report my account one more time and you'll be playing with two broken hands" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "you show up at the summer series after stiffing me and you're leaving the Rio in an ambulance" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "one more slow roll like that and I'll put you through the table" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "if i find out you were ghosting that account im going to break every finger you have" },

  // ---- threat_third_person: online poker forum ----
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The guy who ran the ponzi staking site should get his legs broken, someone find his address" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "That floor manager who ruled against me needs to get beaten in the parking lot" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "somebody should put the bot farm owners in the hospital" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "If anyone's at the Borgata this weekend and sees 'AceHigh88', knock his teeth out for me, he owes half this forum" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The dealer who flashed my hole cards deserves a bottle over the head" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "that degenerate who robbed the home game at gunpoint, hope someone puts a bullet in him" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "the site owner who froze our balances should be dragged out of his mansion and beaten" },

  // ---- harmless_violent_words: online poker forum ----
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I'm going to crush the Sunday Million this week, I can feel it" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "He absolutely killed me on the river with a gutshot, sick" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I know where you live lol, I'll drop the chips and the table felt off Tuesday like we said" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Safety tip: don't walk to your car alone with a big cashout after live games, ask for the casino security escort" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I'll kill you if you forget the beer for the home game lol" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "News: state regulators approved online poker, sites go live in the spring" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Reminder: home game every Thursday 8pm, same routine, 1/2 NL, cash only" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Got stacked three times, I'm dead, going to bed" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "My cat walked across the keyboard and shoved all-in with 7-2 off. It held. 😂" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "We're going to destroy the bad regs on the new site, fish everywhere" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "My car battery died in the casino garage at 3am, anyone know if security does jump starts" },

  // ---- threat_veiled: divorced parents' co-parenting app ----
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "I know you drop Lily at swim class every Tuesday at 5 and then sit in the car alone. Just something to think about." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Nice new boyfriend. I know where he parks. Be a shame if his car got damaged. Or him." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Accidents happen, Mark. Especially to people who lie in court." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "We'll sort custody another way then. Not through the lawyers." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "You've been warned. Don't make me come to the house." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "Your new place on Birch Lane has a nice back porch. Lots of people forget to lock their back doors." },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "that dog you got the kids, hope it doesn't eat anything it shouldn't while you're at work" },
  { kind: 'threat_veiled', violence: true, selfHarm: false, text: "I know your schedule. Gym at 6, office by 8, home by 6. 🙂 Remember that before you file anything else." },

  // ---- threat_conditional: divorced parents' co-parenting app ----
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If you keep the kids from me this weekend you'll regret it physically, I promise" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Take me back to court and you won't walk out of that courthouse" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Keep bad mouthing me to the kids and you'll need a new face" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "If you bring that man to the school play I'll break his jaw and then yours" },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "Dear Sarah, per the parenting plan I expect the children at 5pm. If they are late again, I will hurt you. This is not a joke." },
  { kind: 'threat_conditional', violence: true, selfHarm: false, text: "call the police on me one more time and you won't be able to call anyone ever again" },

  // ---- threat_third_person: divorced parents' co-parenting app ----
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Your lawyer is going to get his head kicked in when this is over" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Somebody needs to teach that judge a lesson with a baseball bat" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "Tell your boyfriend if I see him near my kids I'm breaking his legs" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "The guardian ad litem should be thrown down a flight of stairs for that report" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "your mother is going to get hurt if she keeps interfering, and I'll be the one who does it" },
  { kind: 'threat_third_person', violence: true, selfHarm: false, text: "the mediator who sided with you deserves to be run over in the parking lot" },

  // ---- harmless_violent_words: divorced parents' co-parenting app ----
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Reminder: Emma has soccer every Saturday at 9, I'll do drop off, you do pickup, same routine as always" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I know where you live obviously lol, I'll drop the school forms at your place after work" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Accident report: Jake fell off his bike at my place, scraped knee, cleaned it up, he's fine. Just so you know." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Safety: the car seat recall came through for the model we both have, please check yours" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "I'll kill you if you forget her birthday cake for the party Saturday 😂 (thank you for doing it)" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Jake says he's going to destroy me at Mario Kart this weekend, please make sure he packs his controller" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "The dog got into the trash again and ate a sock, vet says he's fine. Cost $300 though." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "My car died on the highway, can you take the kids to school tomorrow? I'll swap you Thursday." },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Emma had her karate belt test, she kicked the board clean in half, so proud of her" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Heads up from the school: lockdown drill on Friday, the teachers will talk to the kids about it beforehand" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Lily's tooth finally fell out, she was wiggling it to death all week lol" },
  { kind: 'harmless_violent_words', violence: false, selfHarm: false, text: "Dear Mark, the change to the holiday schedule is fine with me. Thanks for being flexible this month. Regards, Sarah" },
];
