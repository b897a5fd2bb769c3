#include "components/drives/servo_motor_records.hpp"

#include <array>
#include <cmath>
#include <numbers>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::drives {

namespace {
constexpr double kRpm = 2 * std::numbers::pi / 60.0;  // rad/s per rpm
}  // namespace

double ServoMotorRecord::k_t() const {
  return kT_rms / std::sqrt(2.0);
}

double ServoMotorRecord::psi_m() const {
  return k_t() / (1.5 * p);
}

double ServoMotorRecord::Rs() const {
  return T_mech * kT_rms * kT_rms / (3.0 * J);
}

double ServoMotorRecord::Ls() const {
  return T_el * Rs();
}

double ServoMotorRecord::current_limit() const {
  return T_peak / k_t();
}

double ServoMotorRecord::no_load_speed(double v_max) const {
  return v_max / (p * psi_m());
}

double ServoMotorRecord::w_max() const {
  return n_max * kRpm;
}

SM_PermanentMagnet::Params ServoMotorRecord::machine() const {
  validate();
  const double L = Ls();
  const double fs = p * n_rated / 60.0;  // Hz, electrical frequency at rated speed
  return {.p = p,
          .fsNominal = fs,
          .Rs = Rs(),
          .Lssigma = 0.25 * L,
          .Lmd = 0.75 * L,
          .Lmq = 0.75 * L,
          .VsOpenCircuit = SM_PermanentMagnet::vs_open_circuit(psi_m(), fs),
          .use_damper_cage = false,
          .Jr = J,
          .Js = J,
          .use_support = false,
          .friction_d = 0.0};
}

void ServoMotorRecord::validate() const {
  auto fail = [&](const char* field, double value, const char* what) {
    throw ModelError(fmt::format(
        "servo motor record '{}': {} = {} is invalid: {}. Correct the record (source: {}).", name,
        field, value, what, source.empty() ? "not given" : source));
  };
  const std::array<std::pair<const char*, double>, 12> positive{{{"P_rated", P_rated},
                                                                 {"T_rated", T_rated},
                                                                 {"T_peak", T_peak},
                                                                 {"I_rated", I_rated},
                                                                 {"I_peak", I_peak},
                                                                 {"n_rated", n_rated},
                                                                 {"n_max", n_max},
                                                                 {"kT_rms", kT_rms},
                                                                 {"J", J},
                                                                 {"T_mech", T_mech},
                                                                 {"T_el", T_el},
                                                                 {"Vdc", Vdc}}};
  for (const auto& [field, value] : positive)
    if (!(value > 0) || !std::isfinite(value)) fail(field, value, "it must be a finite value > 0");
  if (p < 1) fail("p", p, "the pole-pair count must be an integer >= 1");
  if (T_peak < T_rated) fail("T_peak", T_peak, "the peak torque is below the rated torque");
  if (n_max < n_rated) fail("n_max", n_max, "the maximum speed is below the rated speed");
}

namespace servo_records {

namespace {
constexpr const char* kSgmphSource =
    "Yaskawa Sigma-II Series SGM[]H/SGDH User's Manual, Table 8.2 SGMPH Standard Servomotor "
    "Ratings and Specifications";

// p and Vdc are not in the table (see the header).
ServoMotorRecord sgmph(const char* model, double P, double T, double Tp, double I, double Ip,
                       double kT, double J, double T_mech, double T_el) {
  return {.name = std::string("Yaskawa ") + model,
          .source = kSgmphSource,
          .P_rated = P,
          .T_rated = T,
          .T_peak = Tp,
          .I_rated = I,
          .I_peak = Ip,
          .n_rated = 3000.0,
          .n_max = 5000.0,
          .kT_rms = kT,
          .J = J,
          .T_mech = T_mech,
          .T_el = T_el,
          .p = 4,
          .Vdc = std::sqrt(2.0) * 200.0};
}

const std::array<ServoMotorRecord, 4>& table() {
  //                                    W     N.m    N.m   A rms A rms N.m/A  kg.m2      s        s
  static const std::array<ServoMotorRecord, 4> records{
      sgmph("SGMPH-01A", 100, 0.318, 0.955, 0.89, 2.8, 0.392, 0.0491e-4, 0.53e-3, 3.7e-3),
      sgmph("SGMPH-02A", 200, 0.637, 1.91, 2.0, 6.0, 0.349, 0.193e-4, 0.54e-3, 7.4e-3),
      sgmph("SGMPH-04A", 400, 1.27, 3.82, 2.6, 8.0, 0.535, 0.331e-4, 0.36e-3, 8.6e-3),
      sgmph("SGMPH-08A", 750, 2.39, 7.16, 4.1, 13.9, 0.641, 2.10e-4, 0.66e-3, 18e-3)};
  return records;
}
}  // namespace

const ServoMotorRecord& yaskawa_sgmph_01a() {
  return table()[0];
}
const ServoMotorRecord& yaskawa_sgmph_02a() {
  return table()[1];
}
const ServoMotorRecord& yaskawa_sgmph_04a() {
  return table()[2];
}
const ServoMotorRecord& yaskawa_sgmph_08a() {
  return table()[3];
}

std::span<const ServoMotorRecord> all() {
  return table();
}

const ServoMotorRecord& default_record() {
  return yaskawa_sgmph_04a();
}

ServoMotorRecord scaled(const ServoMotorRecord& record, double k) {
  record.validate();
  if (!(k > 0) || !std::isfinite(k))
    throw ModelError(fmt::format(
        "servo_records::scaled('{}', k = {}): the torque factor k must be a finite value > 0.",
        record.name, k));
  ServoMotorRecord r = record;
  r.name = fmt::format("{} scaled x{:.4g}", record.name, k);
  r.P_rated *= k;
  r.T_rated *= k;
  r.T_peak *= k;
  r.I_rated *= k;
  r.I_peak *= k;
  r.J *= k;
  // kT_rms, T_mech, T_el unchanged: Rs = T_mech kT^2/(3 J) and Ls = T_el Rs scale with 1/k.
  return r;
}

ServoMotorRecord for_peak_torque(double T_peak) {
  if (!(T_peak > 0) || !std::isfinite(T_peak))
    throw ModelError(fmt::format(
        "servo_records::for_peak_torque({}): the required peak torque must be a finite value > "
        "0 N.m (the largest torque the axis needs at the motor shaft).",
        T_peak));
  for (const ServoMotorRecord& r : all())
    if (r.T_peak >= T_peak) return r;
  const ServoMotorRecord& largest = all().back();
  return scaled(largest, T_peak / largest.T_peak);
}

}  // namespace servo_records

}  // namespace acausal::drives
