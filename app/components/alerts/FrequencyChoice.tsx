/** How often an alert mails: radio buttons in a fieldset (works without JavaScript). */
import { ALERT_FREQUENCIES, FREQUENCY_LABEL, type AlertFrequency } from "#app/alerts/alert";

export function FrequencyChoice({ idPrefix, value }: { idPrefix: string; value: AlertFrequency }) {
  return (
    <fieldset className="govgr-fieldset">
      <legend className="govgr-label">Συχνότητα</legend>
      {ALERT_FREQUENCIES.map((frequency) => (
        <div className="form-checkbox" key={frequency}>
          <input
            type="radio"
            id={`${idPrefix}-${frequency}`}
            name="frequency"
            value={frequency}
            defaultChecked={frequency === value}
          />
          <label htmlFor={`${idPrefix}-${frequency}`}>{FREQUENCY_LABEL[frequency]}</label>
        </div>
      ))}
    </fieldset>
  );
}
