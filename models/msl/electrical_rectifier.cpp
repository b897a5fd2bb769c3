#include "models/msl/electrical_rectifier.hpp"

#include <array>
#include <cmath>
#include <numbers>
#include <string>

#include "components/blocks/sources.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_diode.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/signal_current.hpp"
#include "components/electrical/sine_voltage.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> electrical_rectifier() {
  using namespace electrical;
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.Rectifier");
  const double VAC = 400, f = 50, LAC = 60e-6, Ron = 1e-3, Goff = 1e-3, Vknee = 2, CDC = 15e-3,
               IDC = 500;
  const double V = VAC * std::sqrt(2.0 / 3.0);
  const double pi = std::numbers::pi;

  auto& sine1 = m->add<SineVoltage>("SineVoltage1", SineVoltage::Params{.V = V, .f = f});
  auto& sine2 = m->add<SineVoltage>("SineVoltage2",
                                    SineVoltage::Params{.V = V, .phase = -2.0 / 3 * pi, .f = f});
  auto& sine3 = m->add<SineVoltage>("SineVoltage3",
                                    SineVoltage::Params{.V = V, .phase = -4.0 / 3 * pi, .f = f});
  auto& inductor1 = m->add<Inductor>("Inductor1", Inductor::Params{.L = LAC});
  auto& inductor2 = m->add<Inductor>("Inductor2", Inductor::Params{.L = LAC, .i_start = 0.0});
  auto& inductor3 = m->add<Inductor>("Inductor3", Inductor::Params{.L = LAC, .i_start = 0.0});
  const IdealDiode::Params diode{.Ron = Ron, .Goff = Goff, .Vknee = Vknee};
  std::array<IdealDiode*, 6> d{};
  for (int k = 0; k < 6; ++k)
    d[static_cast<std::size_t>(k)] =
        &m->add<IdealDiode>("IdealDiode" + std::to_string(k + 1), diode);
  auto& capacitor1 = m->add<Capacitor>("Capacitor1", Capacitor::Params{.C = 2 * CDC});
  auto& capacitor2 = m->add<Capacitor>("Capacitor2", Capacitor::Params{.C = 2 * CDC});
  auto& ground = m->add<Ground>("Ground1");
  auto& load = m->add<SignalCurrent>("SignalCurrent1");
  auto& constant = m->add<blocks::Constant>("Constant1", blocks::Constant::Params{.k = IDC});

  // DC capacitors start at the ideal no-load voltage (MSL initial equations).
  m->initial_equation(capacitor1.v, VAC * std::sqrt(2.0) / 2);
  m->initial_equation(capacitor2.v, VAC * std::sqrt(2.0) / 2);

  // The example's outputs.
  Expr uDC = m->variable("uDC", {.unit = "V"});
  m->equation(uDC, capacitor1.v + capacitor2.v);
  const std::array<Inductor*, 3> inductors{&inductor1, &inductor2, &inductor3};
  for (std::size_t k = 0; k < 3; ++k) {
    const std::string index = "[" + std::to_string(k + 1) + "]";
    Expr iAC = m->variable("iAC" + index, {.unit = "A"});
    m->equation(iAC, inductors[k]->i);
    Expr uAC = m->variable("uAC" + index, {.unit = "V"});
    m->equation(uAC, inductors[k]->n.v - inductors[(k + 1) % 3]->n.v);
  }
  Expr losses = m->variable("Losses", {.unit = "W"});
  Expr sum = 0.0;
  for (IdealDiode* diode_k : d) sum += diode_k->v * diode_k->i;
  m->equation(losses, sum);

  m->connect(sine1.n, sine2.n);
  m->connect(sine2.n, sine3.n);
  m->connect(sine1.p, inductor1.p);
  m->connect(sine2.p, inductor2.p);
  m->connect(sine3.p, inductor3.p);
  m->connect(d[0]->p, d[3]->n);
  m->connect(d[1]->p, d[4]->n);
  m->connect(d[2]->p, d[5]->n);
  m->connect(d[0]->n, d[1]->n);
  m->connect(d[1]->n, d[2]->n);
  m->connect(d[3]->p, d[4]->p);
  m->connect(d[4]->p, d[5]->p);
  m->connect(capacitor2.n, d[5]->p);
  m->connect(d[2]->n, capacitor1.p);
  m->connect(capacitor1.n, capacitor2.p);
  m->connect(capacitor2.p, ground.p);
  m->connect(capacitor1.p, load.p);
  m->connect(load.n, capacitor2.n);
  m->connect(constant.y, load.i);
  m->connect(inductor1.n, d[0]->p);
  m->connect(inductor2.n, d[1]->p);
  m->connect(inductor3.n, d[2]->p);
  return m;
}

}  // namespace acausal::models::msl
