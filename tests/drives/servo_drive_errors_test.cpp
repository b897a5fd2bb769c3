// Bad parameters of the servo drives, the encoder blocks and the motor
// records: a ModelError naming the component path (or record), the parameter
// and what to change.
#include <string>

#include <gtest/gtest.h>

#include "components/drives/encoder.hpp"
#include "components/drives/pmsm_drives.hpp"
#include "components/drives/servo_motor_records.hpp"
#include "core/model/model.hpp"
#include "tests/support/error_text.hpp"

namespace acausal::drives {
namespace {

using acausal::testing::contains;
using acausal::testing::error_of;

template <class Drive>
std::string drive_error(const PmsmDriveParams& p) {
  return error_of([&] {
    Model m("axis");
    m.add<Drive>("motor", p);
  });
}

void expect_parts(const std::string& message, std::initializer_list<const char*> parts) {
  for (const char* part : parts)
    EXPECT_TRUE(contains(message, part)) << message << "\n  lacks: " << part;
}

TEST(ServoDriveErrors, NonPositiveSamplePeriod) {
  PmsmDriveParams p;
  p.Ts = 0.0;
  expect_parts(drive_error<PmsmTorqueDrive>(p),
               {"PmsmTorqueDrive 'motor'", "Ts = 0 s", "controller sample period",
                "Set Ts to the controller's sample time"});
}

TEST(ServoDriveErrors, PwmFrequencyNotAMultipleOfTheControllerRate) {
  PmsmDriveParams p;
  p.inverter = DriveInverter::CarrierPwm;
  p.Ts = 2e-4;
  p.f_pwm = 7000.0;
  expect_parts(drive_error<PmsmSpeedDrive>(p),
               {"PmsmSpeedDrive 'motor'", "f_pwm = 7000 Hz", "integer multiple", "1/Ts = 5000 Hz",
                "Set f_pwm = k/Ts", "f_pwm = 5000 Hz"});
  // The averaged inverter has no PWM: the same values are accepted.
  p.inverter = DriveInverter::Averaged;
  EXPECT_EQ(drive_error<PmsmSpeedDrive>(p), "(no error)");
}

TEST(ServoDriveErrors, CurrentBandwidthTooHighForTheSampling) {
  PmsmDriveParams p;
  p.inverter = DriveInverter::SpaceVectorPwm;
  p.Ts = 2e-4;
  p.f_pwm = 5000.0;  // 5 kHz: the delay is Ts/2 + 1/f_pwm = 0.3 ms
  p.current_bandwidth = 5000.0;
  expect_parts(drive_error<PmsmPositionDrive>(p),
               {"PmsmPositionDrive 'motor'", "current_bandwidth = 5000 rad/s", "phase margin",
                "Lower current_bandwidth below 3333 rad/s"});
  p.current_bandwidth = 2000.0;  // the default works at 5 kHz
  EXPECT_EQ(drive_error<PmsmPositionDrive>(p), "(no error)");
}

TEST(ServoDriveErrors, EncoderWithFractionalCounts) {
  PmsmDriveParams p;
  p.encoder = EncoderOptions{.counts_per_rev = 1000.5};
  expect_parts(drive_error<PmsmTorqueDrive>(p),
               {"PmsmTorqueDrive 'motor'", "counts per revolution = 1000.5", "integer >= 1",
                "Set encoder->counts_per_rev"});
  p.encoder = EncoderOptions{.counts_per_rev = 4096.0, .T_filter = -1e-3};
  expect_parts(drive_error<PmsmTorqueDrive>(p),
               {"PmsmTorqueDrive 'motor'", "T_filter = -0.001 s", "Set encoder->T_filter"});
}

TEST(ServoDriveErrors, NonPositiveCurrentLimitAndDcLink) {
  PmsmDriveParams p;
  p.I_max = -1.0;
  expect_parts(drive_error<PmsmTorqueDrive>(p),
               {"'motor'", "I_max = -1 A", "current limit", "current_limit()"});
  p = PmsmDriveParams{};
  p.Vdc = 0.0;
  expect_parts(drive_error<PmsmTorqueDrive>(p), {"'motor'", "Vdc = 0 V", "DC-link voltage"});
}

TEST(ServoDriveErrors, EncoderBlocks) {
  expect_parts(error_of([] {
                 Model m("joint");
                 m.add<Encoder>("enc", Encoder::Params{.counts_per_rev = 0.0});
               }),
               {"Encoder 'enc'", "counts per revolution = 0", "Set enc.counts_per_rev"});
  expect_parts(error_of([] {
                 Model m("joint");
                 m.add<VelocityEstimator>("est", VelocityEstimator::Params{.T_filter = -2.0});
               }),
               {"VelocityEstimator 'est'", "T_filter = -2 s", "Set est.T_filter"});
}

TEST(ServoDriveErrors, InvalidRecordsAndSelections) {
  ServoMotorRecord r = servo_records::yaskawa_sgmph_02a();
  r.J = 0.0;
  expect_parts(error_of([&] { (void)r.machine(); }),
               {"servo motor record 'Yaskawa SGMPH-02A'", "J = 0", "finite value > 0",
                "Correct the record", "Table 8.2"});
  r = servo_records::yaskawa_sgmph_02a();
  r.p = 0;
  expect_parts(error_of([&] { (void)drive_params(r); }), {"'Yaskawa SGMPH-02A'", "p = 0"});
  expect_parts(error_of([] { (void)servo_records::scaled(servo_records::default_record(), -2); }),
               {"'Yaskawa SGMPH-04A'", "k = -2", "torque factor"});
  expect_parts(error_of([] { (void)servo_records::for_peak_torque(0.0); }),
               {"for_peak_torque(0)", "required peak torque", "> 0 N.m"});
}

}  // namespace
}  // namespace acausal::drives
