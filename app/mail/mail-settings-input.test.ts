/**
 * The SMTP settings as typed (page or JSON): each bad field gets its Greek message; a blank
 * password keeps the stored one, a typed one replaces it.
 */
import { describe, expect, it } from "vitest";
import { checkMailSettings } from "./mail-settings-input";

const typed = {
  host: "smtp.example.gr",
  port: "587",
  secure: false,
  user: "",
  password: "",
  clearPassword: false,
  from: "",
};

describe("the typed SMTP settings", () => {
  it("accept a host and port, keep the password when the field is blank and replace it when typed", () => {
    expect(checkMailSettings(typed)).toEqual({
      ok: true,
      value: {
        host: "smtp.example.gr",
        port: 587,
        secure: false,
        user: "",
        newPassword: undefined,
        clearPassword: false,
        from: "",
      },
    });
    const withPassword = checkMailSettings({ ...typed, password: "s3cret" });
    expect(withPassword.ok && withPassword.value.newPassword).toBe("s3cret");
  });

  it("refuse each bad field with its Greek message", () => {
    expect(checkMailSettings({ ...typed, host: "smtp example", port: "70000", from: "nobody" })).toEqual({
      ok: false,
      errors: {
        host: "Δώστε το όνομα ή τη διεύθυνση του διακομιστή SMTP.",
        port: "Η θύρα πρέπει να είναι αριθμός από 1 έως 65535.",
        from: "Δώστε έγκυρη διεύθυνση αποστολέα ή αφήστε το πεδίο κενό.",
      },
    });
  });
});
