/**
 * Side profiles of the demo vehicles, drawn in a 1000 × 400 box facing right, ground at
 * y = 380. Each is a body outline, a glasshouse outline and the wheel centres.
 */
export interface Profile {
  body: string;
  glass: string;
  wheels: number[];
  wheelRadius: number;
  /** Extra detail paths drawn in the body's dark shade (tray, seams, drawbar…). */
  details?: string[];
}

export const profiles: Record<string, Profile> = {
  sedan: {
    body: 'M40 320 L52 262 Q70 236 190 226 L330 160 Q370 140 520 138 Q640 140 720 208 L900 226 Q962 236 972 276 L972 320 Z',
    glass: 'M352 168 Q380 152 512 150 Q610 152 680 206 L352 210 Z',
    wheels: [215, 800],
    wheelRadius: 58,
  },
  hatch: {
    body: 'M70 320 L80 262 Q96 236 200 226 L340 152 Q380 132 560 130 Q700 132 760 170 L880 236 Q930 250 932 290 L932 320 Z',
    glass: 'M360 162 Q390 146 552 144 Q668 146 716 178 L750 214 L360 214 Z',
    wheels: [230, 780],
    wheelRadius: 56,
  },
  suv: {
    body: 'M40 320 L46 240 Q60 206 180 196 L310 116 Q340 98 560 96 L820 100 Q890 104 920 170 L960 220 Q975 240 975 280 L975 320 Z',
    glass: 'M332 128 Q352 112 556 110 L800 114 Q850 118 872 176 L332 182 Z',
    wheels: [220, 790],
    wheelRadius: 66,
  },
  wagon: {
    body: 'M36 320 L48 258 Q64 234 190 224 L320 150 Q350 132 540 130 L860 134 Q930 138 950 200 L968 240 L972 320 Z',
    glass: 'M342 160 Q366 146 536 144 L850 148 Q900 152 914 200 L342 206 Z',
    wheels: [215, 800],
    wheelRadius: 58,
  },
  ute: {
    body: 'M36 320 L42 244 Q56 212 170 202 L290 124 Q316 106 480 104 L560 106 Q590 110 598 170 L600 210 L972 210 L972 320 Z',
    glass: 'M310 134 Q330 118 476 116 L552 118 Q572 122 578 176 L310 184 Z',
    wheels: [210, 800],
    wheelRadius: 66,
    details: ['M600 210 L600 320', 'M610 222 L962 222'],
  },
  van: {
    body: 'M40 320 L40 200 Q50 150 150 120 L250 70 Q270 60 330 58 L940 58 Q970 60 972 90 L974 320 Z',
    glass: 'M150 130 L258 78 Q272 70 326 70 L326 180 L150 184 Z',
    wheels: [200, 820],
    wheelRadius: 60,
    details: ['M520 70 L520 300', 'M760 70 L760 300'],
  },
  coupe: {
    body: 'M30 320 L40 270 Q60 246 200 236 L380 168 Q430 150 560 150 Q660 154 760 222 L920 240 Q968 250 972 288 L972 320 Z',
    glass: 'M400 176 Q436 162 552 162 Q630 166 712 222 L400 226 Z',
    wheels: [215, 800],
    wheelRadius: 60,
  },
  convertible: {
    body: 'M40 320 L48 266 Q64 244 200 236 L380 214 L720 214 L900 236 Q962 246 970 284 L970 320 Z',
    glass: 'M380 214 L430 160 L444 160 L402 214 Z',
    wheels: [215, 800],
    wheelRadius: 58,
    details: ['M470 214 Q520 180 580 214'],
  },
  'cab-chassis': {
    body: 'M40 320 L40 150 Q44 92 110 80 L300 78 Q330 80 332 130 L334 320 Z M344 84 L972 84 L972 300 L344 300 Z',
    glass: 'M60 150 Q66 100 120 94 L290 92 Q312 94 314 140 L314 170 L60 170 Z',
    wheels: [190, 820],
    wheelRadius: 64,
    details: ['M344 120 L972 120'],
  },
  'people-mover': {
    body: 'M40 320 L44 226 Q56 190 170 170 L300 92 Q330 74 560 72 L900 76 Q958 80 968 150 L974 320 Z',
    glass: 'M318 102 Q342 86 556 84 L888 88 Q930 92 938 150 L318 158 Z',
    wheels: [210, 810],
    wheelRadius: 60,
    details: ['M560 84 L560 300'],
  },
  caravan: {
    body: 'M150 300 L150 110 Q152 52 240 48 L930 48 Q968 50 970 90 L972 300 Z',
    glass: 'M240 110 L420 110 L420 170 L240 170 Z M640 110 L860 110 L860 170 L640 170 Z',
    wheels: [560, 690],
    wheelRadius: 52,
    details: ['M150 260 L20 300', 'M480 90 L480 290 L600 290 L600 90 Z', 'M170 210 L950 210'],
  },
};
