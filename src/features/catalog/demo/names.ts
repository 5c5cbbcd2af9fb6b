/** People's names for demo owners and reviewers, by region, plus words Indian shop names are built from. */
import type { Region } from './cities';

interface RegionNames {
  surnames: string[];
  male: string[];
  female: string[];
  /** 'Shree Ganesh', 'Maa Tara', 'Sri Lakshmi': how a shop name invokes a deity in this region. */
  blessings: string[];
}

export const regionNames: Record<Region, RegionNames> = {
  bengal: {
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Ghosh', 'Bose', 'Sen', 'Dutta', 'Roy', 'Saha', 'Paul', 'Mondal', 'Sarkar', 'Bhattacharya', 'Chakraborty', 'Haldar', 'Majumdar', 'Nandi'],
    male: ['Arindam', 'Sourav', 'Debashis', 'Partha', 'Subhajit', 'Anirban', 'Tapas', 'Rajib', 'Indranil', 'Sandip', 'Abhijit', 'Kaushik', 'Biswajit', 'Ayan'],
    female: ['Moumita', 'Sudeshna', 'Rituparna', 'Ananya', 'Paromita', 'Sharmistha', 'Debjani', 'Tanushree', 'Priyanka', 'Madhurima', 'Swati', 'Rimi', 'Sanchita', 'Oindrila'],
    blessings: ['Maa Tara', 'Maa Kali', 'Jai Maa Durga', 'Loknath', 'Shree Ganesh', 'Annapurna'],
  },
  maharashtra: {
    surnames: ['Patil', 'Deshmukh', 'Shinde', 'Joshi', 'Kulkarni', 'Pawar', 'Jadhav', 'Shah', 'Mehta', 'Desai', 'Naik', 'Gaikwad', 'More', 'Sawant', 'Deshpande', 'Gokhale', 'Bhosale', 'Chavan'],
    male: ['Rohan', 'Aniket', 'Sachin', 'Mahesh', 'Prasad', 'Omkar', 'Swapnil', 'Tushar', 'Nikhil', 'Amol', 'Ganesh', 'Vinayak', 'Rahul', 'Sanket'],
    female: ['Sneha', 'Pooja', 'Madhuri', 'Shruti', 'Aarti', 'Pallavi', 'Rutuja', 'Manasi', 'Sayali', 'Ketaki', 'Priya', 'Gauri', 'Vaishali', 'Ashwini'],
    blessings: ['Shree Ganesh', 'Siddhivinayak', 'Jai Bhavani', 'Sai Kripa', 'Shree Samarth', 'Mauli'],
  },
  north: {
    surnames: ['Sharma', 'Gupta', 'Verma', 'Singh', 'Malhotra', 'Kapoor', 'Arora', 'Khanna', 'Chopra', 'Bansal', 'Aggarwal', 'Sethi', 'Bhatia', 'Mehra', 'Saxena', 'Jain', 'Goel', 'Tandon'],
    male: ['Amit', 'Rajesh', 'Vikas', 'Sandeep', 'Manoj', 'Gaurav', 'Rohit', 'Harpreet', 'Ankit', 'Deepak', 'Sumit', 'Varun', 'Karan', 'Pankaj'],
    female: ['Neha', 'Pooja', 'Ritu', 'Sonia', 'Anjali', 'Simran', 'Kavita', 'Preeti', 'Shweta', 'Meenakshi', 'Divya', 'Nidhi', 'Jasleen', 'Shalini'],
    blessings: ['Shree Ganesh', 'Jai Mata Di', 'Shri Ram', 'Bajrang', 'Shiv Shakti', 'Radhe Krishna'],
  },
  karnataka: {
    surnames: ['Reddy', 'Gowda', 'Rao', 'Shetty', 'Hegde', 'Kumar', 'Nayak', 'Murthy', 'Iyengar', 'Bhat', 'Kamath', 'Prabhu', 'Naidu', 'Acharya', 'Shenoy', 'Pai'],
    male: ['Manjunath', 'Kiran', 'Prashanth', 'Raghavendra', 'Suresh', 'Naveen', 'Shivakumar', 'Vinay', 'Harish', 'Pradeep', 'Girish', 'Darshan', 'Akash', 'Chetan'],
    female: ['Kavya', 'Deepa', 'Shilpa', 'Rashmi', 'Pavithra', 'Sowmya', 'Nandini', 'Ashwini', 'Bhavana', 'Sahana', 'Anusha', 'Lakshmi', 'Megha', 'Spoorthi'],
    blessings: ['Sri Manjunatha', 'Sri Lakshmi', 'Sri Venkateshwara', 'Sri Raghavendra', 'Chamundeshwari', 'Sri Ganesha'],
  },
  tamil: {
    surnames: ['Iyer', 'Pillai', 'Subramanian', 'Krishnan', 'Raman', 'Murugan', 'Natarajan', 'Venkatesan', 'Sundaram', 'Rajendran', 'Chandrasekaran', 'Balasubramanian', 'Gopalan', 'Selvam', 'Arumugam'],
    male: ['Karthik', 'Senthil', 'Arun', 'Vignesh', 'Prakash', 'Saravanan', 'Ramesh', 'Ganesh', 'Bala', 'Dinesh', 'Muthu', 'Harish', 'Sriram', 'Vijay'],
    female: ['Lakshmi', 'Divya', 'Priya', 'Meena', 'Kavitha', 'Revathi', 'Sangeetha', 'Anitha', 'Deepika', 'Janani', 'Gayathri', 'Vidya', 'Nithya', 'Sowmya'],
    blessings: ['Sri Lakshmi', 'Sri Murugan', 'Sri Balaji', 'Amman', 'Sri Vinayaga', 'Sri Sai'],
  },
  telangana: {
    surnames: ['Reddy', 'Rao', 'Naidu', 'Goud', 'Chowdary', 'Yadav', 'Varma', 'Sharma', 'Raju', 'Prasad', 'Kumar', 'Babu', 'Gupta', 'Achari'],
    male: ['Srinivas', 'Venkat', 'Ravi', 'Naresh', 'Krishna', 'Mahesh', 'Sai', 'Sandeep', 'Vamshi', 'Praveen', 'Kishore', 'Anil', 'Rakesh', 'Harsha'],
    female: ['Swathi', 'Lavanya', 'Sravani', 'Madhavi', 'Sirisha', 'Haritha', 'Mounika', 'Sahithi', 'Keerthi', 'Bhargavi', 'Sindhu', 'Pranathi', 'Anjali', 'Divya'],
    blessings: ['Sri Venkateswara', 'Sri Sai', 'Sri Lakshmi', 'Balaji', 'Sri Durga', 'Sri Krishna'],
  },
  gujarat: {
    surnames: ['Patel', 'Shah', 'Desai', 'Mehta', 'Parikh', 'Trivedi', 'Chauhan', 'Joshi', 'Pandya', 'Modi', 'Thakkar', 'Vyas', 'Solanki', 'Bhatt'],
    male: ['Hardik', 'Jignesh', 'Chirag', 'Nirav', 'Bhavesh', 'Ketan', 'Parth', 'Dhaval', 'Mehul', 'Kunal', 'Alpesh', 'Hitesh'],
    female: ['Hetal', 'Krupa', 'Nidhi', 'Foram', 'Dhara', 'Bhumi', 'Komal', 'Riddhi', 'Khushbu', 'Jinal', 'Mansi', 'Urvashi'],
    blessings: ['Jai Ambe', 'Shree Ganesh', 'Jalaram', 'Shreeji', 'Jai Dwarkadhish', 'Khodiyar'],
  },
  rajasthan: {
    surnames: ['Sharma', 'Agarwal', 'Rathore', 'Meena', 'Shekhawat', 'Jain', 'Choudhary', 'Sisodia', 'Gupta', 'Saini', 'Khandelwal', 'Purohit'],
    male: ['Mahendra', 'Vikram', 'Lokesh', 'Rajendra', 'Devendra', 'Yogesh', 'Bhupendra', 'Narendra', 'Hemant', 'Jitendra', 'Ashok', 'Kuldeep'],
    female: ['Sunita', 'Rekha', 'Mamta', 'Suman', 'Kiran', 'Pinky', 'Seema', 'Anita', 'Kanchan', 'Bhawna', 'Aditi', 'Jyoti'],
    blessings: ['Shree Shyam', 'Jai Govind', 'Balaji', 'Karni Mata', 'Shree Ganesh', 'Khatu Shyam'],
  },
  awadh: {
    surnames: ['Srivastava', 'Mishra', 'Tripathi', 'Verma', 'Rastogi', 'Awasthi', 'Shukla', 'Pandey', 'Dwivedi', 'Kushwaha', 'Nigam', 'Bajpai', 'Saxena', 'Yadav'],
    male: ['Alok', 'Anurag', 'Saurabh', 'Ashish', 'Vivek', 'Rajat', 'Ankur', 'Prashant', 'Abhishek', 'Shailendra', 'Nitin', 'Utkarsh'],
    female: ['Shalini', 'Richa', 'Pragya', 'Vandana', 'Shikha', 'Ruchi', 'Archana', 'Smita', 'Garima', 'Neelam', 'Swati', 'Akanksha'],
    blessings: ['Shri Ram', 'Hanuman', 'Shree Ganesh', 'Jai Bajrang', 'Shiv Shakti', 'Shri Krishna'],
  },
};

/**
 * Muslim names, used across India (more often in Hyderabad and Lucknow) and kept together so that a
 * first name and a surname match.
 */
export const muslimNames: Omit<RegionNames, 'blessings'> = {
  surnames: ['Khan', 'Ali', 'Hussain', 'Siddiqui', 'Rizvi', 'Ansari', 'Qureshi', 'Shaikh', 'Syed', 'Mirza', 'Farooqui', 'Pathan'],
  male: ['Imran', 'Faisal', 'Arif', 'Tariq', 'Sameer', 'Farhan', 'Irfan', 'Salman', 'Aamir', 'Junaid', 'Zubair', 'Rehan'],
  female: ['Ayesha', 'Sana', 'Zoya', 'Nazia', 'Farah', 'Sadaf', 'Rukhsar', 'Heena', 'Shabana', 'Noor', 'Afreen', 'Mehreen'],
};

/** How often a person in a region has a Muslim name in the demo data. */
export const muslimShare: Record<Region, number> = {
  bengal: 0.1, maharashtra: 0.1, north: 0.1, karnataka: 0.08, tamil: 0.05, telangana: 0.3, gujarat: 0.08, rajasthan: 0.06, awadh: 0.3,
};

/** Short brand-like words a shop name may start with ('Urban', 'Royal', 'Perfect'): used across trades. */
export const brandWords = [
  'Royal', 'Perfect', 'Prime', 'Star', 'Supreme', 'City', 'Metro', 'Classic', 'Urban', 'Smart',
  'Trusty', 'Swift', 'Sunrise', 'Galaxy', 'Everest', 'Lotus', 'Ganga', 'Kaveri', 'Orbit', 'Pearl',
] as const;
