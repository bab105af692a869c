import { describe, expect, it } from 'vitest';
import { costGrowth } from './cost-growth.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';

const password = (text: string) => analyzeText(text).find((r) => r.category === 'credentials' && r.label === 'password');
const credentials = (text: string) => analyzeText(text).filter((r) => r.category === 'credentials');

/** Each text with the password it holds: the finding must point at it and never show it. */
const WRITTEN_OUT: readonly (readonly [string, string])[] = [
  ['password: hunter2', 'hunter2'],
  ['my password is Tr0ub4dor&3', 'Tr0ub4dor&3'],
  ['password=s3cr3tPa55', 's3cr3tPa55'],
  ['PASSWORD: Zx9!qwe7', 'Zx9!qwe7'],
  ['{"user": "bob", "password": "hunter2"}', 'hunter2'],
  ['DB_PASSWORD=s3cr3t-v4lue', 's3cr3t-v4lue'],
  ['passwd: k1ll3rQueen', 'k1ll3rQueen'],
  ['pwd: Abc12345', 'Abc12345'],
  ['psql --password hunter2x -h db', 'hunter2x'],
  ['./deploy --password=hunter2x', 'hunter2x'],
  ['mysql -u root -pS3cretPw mydb', 'S3cretPw'],
  ["sshpass -p 'Kx72!mpa' ssh user@host", 'Kx72!mpa'],
  ['the wifi password is Blue$ky42.', 'Blue$ky42'],
  ['pw: Hunter22', 'Hunter22'],
  ['the password for the wifi is: Garden-7781', 'Garden-7781'],
  ['I changed my password to Summer2024! and it works', 'Summer2024!'],
  ['<password>Qz81!kdd</password>', 'Qz81!kdd'],
  ['Server=db;User Id=sa;Password=Str0ng!Pass;Database=app', 'Str0ng!Pass'],
  ['https://example.com/login?user=bob&password=Qwerty99x&next=1', 'Qwerty99x'],
  ['**Password:** Hunter2x', 'Hunter2x'],
  ['my password is hunter2 lol', 'hunter2'],
  ['openssl enc -aes256 -pass pass:Gh72kdLL -in notes.txt', 'Gh72kdLL'],
  ['PGPASSWORD=hunter2 psql -h db', 'hunter2'],
];

describe('passwords written out', () => {
  it.each(WRITTEN_OUT)('finds the password in %j high and never shows it', (text, secret) => {
    const r = password(text);
    expect(r).toMatchObject({ severity: 'high', action: 'block' });
    const span = r!.spans![0]!;
    expect(Array.from(text).slice(span.start, span.end).join('')).toBe(secret);
    expect(span.text).toBe('****');
    expect(JSON.stringify(analyzeText(text))).not.toContain(secret);
  });
  it('rates a plain word medium where a config or quotes make it a value', () => {
    for (const text of ['"password": "sunshine"', 'DB_PASSWORD=sunshine', 'spring.datasource.password: sunshine', 'the wifi pw is "bananas" btw']) {
      expect(password(text), text).toMatchObject({ severity: 'medium', action: 'review' });
    }
  });
  it('rates defaults and documentation values low, as vendor examples are', () => {
    for (const text of ['POSTGRES_PASSWORD: postgres', 'docker run -e POSTGRES_PASSWORD=mysecretpassword postgres', 'password: ExamplePass123', 'password: P@ssw0rd!', 'DB_PASSWORD=root', 'the default password is "admin"']) {
      expect(password(text), text).toMatchObject({ severity: 'low' });
    }
  });
  it('masks each password of a text, with offsets in code points', () => {
    const text = '🔑 password: Hunter2x\n🔑 pw: Blue$ky42';
    const spans = password(text)!.spans!;
    expect(spans.map((s) => Array.from(text).slice(s.start, s.end).join(''))).toEqual(['Hunter2x', 'Blue$ky42']);
    expect(JSON.stringify(spans)).not.toMatch(/Hunter2x|Blue\$ky42/);
  });
  it('leaves a token in a password field to the rule that knows its format', () => {
    const r = credentials('password: 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');
    expect(r.map((f) => f.label)).toEqual(['github_token']);
  });
});

describe('what is not a password', () => {
  it.each([
    // placeholders and redactions
    'password: ********', 'password=<your-password>', 'password: $DB_PASSWORD', 'password: ${PASSWORD}', 'password: xxx', 'password: changeme',
    'password=[FILTERED]', '"password":"[MASKED]"', 'password: "{{ vault_db_password }}"', 'password: !vault |', 'password: ENC[AES256_GCM,data:abc]',
    '-e "MSSQL_SA_PASSWORD=yourStrong(!)Password"', 'username=^USER^&password=^PASS^', 'javax.net.ssl.keyStorePassword=changeit', 'DB_PASSWORD= # set me',
    // prose about passwords
    'reset your password', 'my password is incorrect', 'my password is too long', 'the password is required', 'password is case sensitive',
    'forgot my password', 'The wifi password is on the fridge, ask the host.', 'the password is bcrypt-hashed', 'my password is 2FA-protected.',
    'the password is SHA256 hashed', 'the password is at least 12 characters long', 'Password: must be at least 8 characters', 'Password: see below',
    'my password is in 1Password', 'the password is the same as before', 'my bus pass is 12345678', 'boarding pass: 4839201', 'sudo: a password is required',
    // command-line help
    '--password PASSWORD   the password to use', '-p, --password <pass>', '--password string   Password for the registry', '-p PASSWORD, --password PASSWORD',
    '-p, --password[=name] Password to use when connecting to server.', 'mysql -h host -P 3306 -u root -p', 'sshpass -p {{password}} ssh user@host',
    'mysqldump -u root -p$MYSQL_PWD db', 'Create a root CA certificate and a key (append `--no-password --insecure` to skip private key password protection):',
    // code reading a variable, types, comparisons
    'password = getenv("PW")', 'n.username=n.password=n.search=n.hash=""', 'password: str', 'password = input()', 'password: string;', 'password == hash', 'password = hash', 'password?: string',
    'const password = req.body.password;', 'password = os.environ["PASSWORD"]', 'login(username=user, password=token)', "{'password': pw_hash}",
    "'password' => Hash::make($request->password),", "'password' => 'required|confirmed|min:8',", '{"errors": {"password": "invalid"}}',
    '{"password": "This field is required."}', 'password: Joi.string().min(8).required()', 'password = var.db_password', 'password: ${{ secrets.DOCKER_PASSWORD }}',
    'WHERE password = :password', 'Access denied for user \'root\'@\'localhost\' (using password: YES)', 'export PASSWORD=$(cat /run/secrets/pw)',
    // paths and meetings
    'PWD=/home/user/project', 'in /etc/passwd: root:x:0:0:root:/root:/bin/bash', 'https://us02web.zoom.us/j/81234567890?pwd=UTh2dm5LbWx0a0dHSXo4Z2Ridz09',
    'Meeting ID: 812 3456 7890\nPassword: Zk9Lm2',
  ])('%j', (text) => expect(password(text)).toBeUndefined());
});

describe('cost', () => {
  it.each(['password: ', 'pass ', 'password is ', 'mysql ', '--password ', 'password: a)', 'password: hunter2 ', 'changed my password to ', '"password": "'])(
    'grows linearly with the length of %j repeated',
    (unit) => expect(costGrowth(analyzeText, unit)).toBeLessThan(12),
  );
});
