import { Button, Card, FormGroup, H2, InputGroup, Intent } from '@blueprintjs/core';

/** Student login (spec §2 "Student login"); the lab issue gives it its behaviour. */
export default function LoginPage() {
  return (
    <Card className="login-card">
      <H2>Log in to your lab</H2>
      <form>
        <FormGroup label="Username" labelFor="login-username">
          <InputGroup id="login-username" name="username" autoComplete="username" />
        </FormGroup>
        <FormGroup label="Passphrase" labelFor="login-passphrase">
          <InputGroup id="login-passphrase" name="passphrase" type="password" autoComplete="current-password" />
        </FormGroup>
        <Button type="submit" intent={Intent.PRIMARY}>
          Log in
        </Button>
      </form>
    </Card>
  );
}
