/** The most common passwords of public breach lists that meet the length rule; refused for any user. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', 'password', 'password1', 'password12', 'password123',
  'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwertyuiop', 'qwerty123', 'qwerty1234', '1q2w3e4r',
  '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football',
  'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'admin123', 'admin1234', 'administrator',
  'letmein1', 'trustno1', 'superman', 'starwars', 'whatever', 'michelle', 'jennifer', 'computer',
  'corvette', 'mercedes', 'midnight', 'charlie1', 'changeme', 'changeme1', '11111111', '00000000',
  '88888888', '87654321', '11223344', '12341234', '123123123', '987654321', 'asdfghjkl', 'asdf1234',
  'zxcvbnm1', 'zxcvbnm123', 'qazwsxedc', 'aa123456', 'a1234567', 'monkey123', 'dragon123', 'master123',
  'football1', 'shadow123', 'michael1', 'jordan23', 'liverpool', 'chelsea1', 'arsenal1', 'pokemon1',
  'operator', 'operator1', 'weighbridge', 'quarry123', 'mining123', 'test1234', 'testtest', 'secret123',
]);
