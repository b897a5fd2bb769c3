#include "models/drives/servo_axis.hpp"

#include "components/blocks/sources.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/inertia.hpp"

namespace acausal::models::drives {

using namespace acausal::drives;

std::unique_ptr<Model> servo_torque_axis(DriveInverter inverter, double f_pwm) {
  const char* suffix = inverter == DriveInverter::Averaged     ? "Averaged"
                       : inverter == DriveInverter::CarrierPwm ? "CarrierPwm"
                                                               : "SVPWM";
  auto m = std::make_unique<Model>(std::string("Drives.ServoTorqueAxis_") + suffix);
  PmsmDriveParams p;
  p.inverter = inverter;
  p.f_pwm = f_pwm;
  const double J_load = 5 * servo_records::default_record().J;
  auto& command =
      m->add<blocks::Step>("command", blocks::Step::Params{.height = 1.5, .start_time = 1e-3});
  auto& motor = m->add<PmsmTorqueDrive>("motor", p);
  auto& load = m->add<rotational::Inertia>("load", rotational::Inertia::Params{.J = J_load});
  auto& friction = m->add<rotational::Damper>("friction", rotational::Damper::Params{.d = 0.0075});
  auto& fixed = m->add<rotational::Fixed>("fixed");
  m->connect(command.y, motor.tau);
  m->connect(motor.flange, load.flange_a);
  m->connect(load.flange_b, friction.flange_a);
  m->connect(friction.flange_b, fixed.flange);
  m->set_start("load.phi", 0.0, true);
  m->set_start("load.w", 0.0, true);
  return m;
}

}  // namespace acausal::models::drives
