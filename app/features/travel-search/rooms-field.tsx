import { useId } from "react";
import { AnchoredPopover } from "#app/components/ui/anchored-popover.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { PopoverField } from "#app/components/ui/popover-field.tsx";
import { Stepper } from "#app/components/ui/stepper.tsx";
import { controlClass, fieldErrorClass } from "#app/components/ui/field-styles.ts";
import { MAX_ADULTS_PER_ROOM, MAX_CHILD_AGE, MAX_CHILDREN_PER_ROOM, MAX_ROOMS } from "./stay-search-schemas.ts";
import type { Room } from "./stay-search-url.ts";

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

export function roomsSummary(rooms: Room[]): string {
  const guests = rooms.reduce((sum, room) => sum + room.adults + room.childrenAges.length, 0);
  const roomText = rooms.length === 1 ? "1 habitación" : `${rooms.length} habitaciones`;
  return `${roomText}, ${guests} ${guests === 1 ? "huésped" : "huéspedes"}`;
}

type RoomsFieldProps = {
  rooms: Room[];
  onChange: (rooms: Room[]) => void;
  errors: Record<string, string>;
  /** Most travellers in all rooms together (9 when a flight is included). */
  maxTravellers: number;
};

/** Rooms (1 to 4), each with its adults, children and every child's age, in a popover. */
export function RoomsField({ rooms, onChange, errors, maxTravellers }: RoomsFieldProps) {
  const id = useId();
  const total = rooms.reduce((sum, room) => sum + room.adults + room.childrenAges.length, 0);
  const spare = maxTravellers - total;
  const ageErrors = Object.keys(errors).filter((key) => /^rooms\.\d+\.childrenAges\.\d+$/.test(key));
  const errorMessage = errors.rooms ?? (ageErrors[0] ? errors[ageErrors[0]] : undefined);
  const update = (index: number, room: Room) =>
    onChange(rooms.map((current, position) => (position === index ? room : current)));

  return (
    <PopoverField
      label="Habitaciones"
      summary={roomsSummary(rooms)}
      errorMessage={errorMessage}
      preload={AnchoredPopover.preload}
    >
      {({ triggerRef, dismiss, close }) => (
        <AnchoredPopover
          triggerRef={triggerRef}
          onClose={dismiss}
          label="Habitaciones"
          placement="bottom end"
          className="w-[22rem] max-w-[calc(100vw-1rem)]"
        >
          <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto p-4">
            {rooms.map((room, index) => (
              <fieldset key={index} className="border-b border-slate-200 pb-3">
                <legend className="font-bold text-brand-700">Habitación {index + 1}</legend>
                <Stepper
                  label="Adultos"
                  description="18 años o más"
                  unit={`adulto en la habitación ${index + 1}`}
                  value={room.adults}
                  min={1}
                  max={Math.min(MAX_ADULTS_PER_ROOM, room.adults + spare)}
                  onChange={(adults) => update(index, { ...room, adults })}
                />
                <Stepper
                  label="Niños"
                  description="Hasta 17 años"
                  unit={`niño en la habitación ${index + 1}`}
                  value={room.childrenAges.length}
                  min={0}
                  max={Math.min(MAX_CHILDREN_PER_ROOM, room.childrenAges.length + spare)}
                  onChange={(count) =>
                    update(index, {
                      ...room,
                      childrenAges: Array.from({ length: count }, (_, child) => room.childrenAges[child] ?? null),
                    })
                  }
                />
                {room.childrenAges.map((age, child) => {
                  const selectId = `${id}-room${index}-child${child}`;
                  const error = errors[`rooms.${index}.childrenAges.${child}`];
                  return (
                    <div key={child} className="mt-2 flex flex-col gap-1">
                      <label htmlFor={selectId} className="text-sm font-semibold">
                        Edad del niño {child + 1}
                      </label>
                      <select
                        id={selectId}
                        value={age ?? ""}
                        aria-invalid={error ? true : undefined}
                        onChange={(event) =>
                          update(index, {
                            ...room,
                            childrenAges: room.childrenAges.map((current, position) =>
                              position === child
                                ? event.target.value === ""
                                  ? null
                                  : Number(event.target.value)
                                : current,
                            ),
                          })
                        }
                        className={cx(controlClass, "cursor-pointer", error ? "border-danger" : undefined)}
                      >
                        <option value="">Elige la edad</option>
                        {AGES.map((value) => (
                          <option key={value} value={value}>
                            {value === 0 ? "Menos de 1 año" : value === 1 ? "1 año" : `${value} años`}
                          </option>
                        ))}
                      </select>
                      {error ? <p className={fieldErrorClass}>{error}</p> : null}
                    </div>
                  );
                })}
                {index > 0 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-2"
                    onPress={() => onChange(rooms.filter((_, position) => position !== index))}
                  >
                    Quitar habitación {index + 1}
                  </Button>
                ) : null}
              </fieldset>
            ))}
            {rooms.length < MAX_ROOMS && spare > 0 ? (
              <Button variant="secondary" onPress={() => onChange([...rooms, { adults: 1, childrenAges: [] }])}>
                Agregar habitación
              </Button>
            ) : null}
            <button type="button" onClick={close} className={buttonClasses("primary", "md")}>
              Listo
            </button>
          </div>
        </AnchoredPopover>
      )}
    </PopoverField>
  );
}
