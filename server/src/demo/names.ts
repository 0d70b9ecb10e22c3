// Names of a school in Odisha (the spec's subjects include Odia and Hindi), for believable demo data.
export const FIRST_NAMES = {
  Male: [
    'Aarav',
    'Abhishek',
    'Aditya',
    'Ajay',
    'Amit',
    'Anil',
    'Arjun',
    'Ashok',
    'Bikash',
    'Debasis',
    'Deepak',
    'Gopal',
    'Hari',
    'Jagannath',
    'Kiran',
    'Manoj',
    'Nihar',
    'Pradeep',
    'Prakash',
    'Rahul',
    'Rajesh',
    'Ramesh',
    'Ravi',
    'Rohit',
    'Sachin',
    'Sagar',
    'Sandeep',
    'Satya',
    'Saurav',
    'Subham',
    'Sunil',
    'Suresh',
    'Tapan',
    'Vikram',
    'Vivek',
  ],
  Female: [
    'Aditi',
    'Ananya',
    'Anjali',
    'Ankita',
    'Archana',
    'Asha',
    'Bhavna',
    'Deepika',
    'Divya',
    'Gita',
    'Ipsita',
    'Jyoti',
    'Kavita',
    'Lipsa',
    'Madhusmita',
    'Meena',
    'Monalisa',
    'Neha',
    'Nandini',
    'Pooja',
    'Priya',
    'Puja',
    'Rashmi',
    'Ritu',
    'Sasmita',
    'Shreya',
    'Smita',
    'Sneha',
    'Subhashree',
    'Sunita',
    'Swati',
    'Tanvi',
    'Usha',
  ],
} as const;

export const LAST_NAMES = [
  'Acharya',
  'Behera',
  'Biswal',
  'Das',
  'Dash',
  'Jena',
  'Kar',
  'Mahapatra',
  'Mishra',
  'Mohanty',
  'Nayak',
  'Panda',
  'Parida',
  'Patnaik',
  'Pradhan',
  'Rath',
  'Rout',
  'Sahoo',
  'Samal',
  'Sethi',
  'Swain',
  'Tripathy',
  'Sharma',
  'Singh',
  'Verma',
];

export const STREETS = [
  'Station Road',
  'Temple Street',
  'College Square',
  'Gandhi Marg',
  'Lake View Road',
  'Market Lane',
  'Old Town Road',
  'Nehru Nagar',
  'Sahid Nagar',
  'Unit 4 Colony',
];
export const TOWNS = ['Bhubaneswar', 'Cuttack', 'Puri', 'Berhampur', 'Sambalpur', 'Balasore'];

/** A small seeded generator, so the same size always gives the same school. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
