// Realistic Indian first names and surnames for the demo data.
export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan', 'Shaurya', 'Atharv',
  'Advik', 'Pranav', 'Advait', 'Dhruv', 'Kabir', 'Ritvik', 'Aniruddh', 'Rudra', 'Yash', 'Kartik', 'Harsh', 'Rohan',
  'Siddharth', 'Manav', 'Nikhil', 'Varun', 'Aakash', 'Tanmay', 'Om', 'Parth', 'Laksh', 'Dev', 'Anay', 'Veer',
  'Saanvi', 'Aanya', 'Aadhya', 'Ananya', 'Pari', 'Diya', 'Myra', 'Sara', 'Ira', 'Anika', 'Navya', 'Kiara',
  'Prisha', 'Riya', 'Avni', 'Tanvi', 'Ishita', 'Meera', 'Kavya', 'Nandini', 'Shreya', 'Pooja', 'Sneha', 'Aditi',
  'Khushi', 'Mahika', 'Sanjana', 'Tara', 'Vaishnavi', 'Lavanya', 'Anushka', 'Radhika', 'Gauri', 'Nisha', 'Jhanvi', 'Mitali',
];
export const SURNAMES = [
  'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Singh', 'Kumar', 'Patel', 'Shah', 'Mehta', 'Joshi', 'Iyer', 'Nair',
  'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Chowdhury', 'Banerjee', 'Mukherjee', 'Chatterjee', 'Das', 'Ghosh', 'Bose',
  'Sen', 'Dutta', 'Kulkarni', 'Deshpande', 'Patil', 'Jadhav', 'Pawar', 'Shinde', 'Kapoor', 'Malhotra', 'Khanna', 'Chopra',
  'Bhatia', 'Arora', 'Sethi', 'Ahuja', 'Saxena', 'Srivastava', 'Tiwari', 'Mishra', 'Pandey', 'Dubey', 'Tripathi', 'Shukla',
  'Yadav', 'Chauhan', 'Rathore', 'Thakur', 'Bhatt', 'Trivedi', 'Desai', 'Jain', 'Goyal', 'Bansal', 'Mittal', 'Khan',
];
export const SUBJECTS = ['Physics', 'Chemistry', 'Mathematics', 'Biology', 'English', 'Mental Ability', 'Social Science', 'Hindi'];
export const FACULTY_ROLES = ['Faculty', 'Senior Faculty', 'Head of Department', 'Academic Coordinator'];
export const NON_FACULTY_ROLES = ['Centre Manager', 'Accountant', 'Receptionist', 'Counsellor', 'Office Assistant'];
export const CLASSES = ['6th', '7th', '8th', '9th', '10th', '11th', '12th'];
/** Course programs per class band: [name, sku stem]. */
export const PROGRAMS: [string, string][] = [
  ['Foundation Two Year', 'FND2Y'], ['Olympiad Advantage', 'OLYA'], ['JEE Advanced Two Year', 'JEE2Y'],
  ['NEET Two Year', 'NEET2Y'], ['JEE Main Crash Course', 'JEEC'],
];
